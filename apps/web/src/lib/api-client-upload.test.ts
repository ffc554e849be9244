import { describe, expect, it } from 'vitest';
import { ApiRequestError, apiUpload, networkErrorCode, setApiTransport } from './api-client';

const parser = { parse: (data: unknown) => data as { url: string } };
const upload = () =>
  apiUpload('/media/wall', new File(['x'], 'a.png', { type: 'image/png' }), {
    query: { kind: 'image' },
    failedMessage: 'Upload failed',
    schema: parser,
  });
const json = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('apiUpload (a file as the raw body)', () => {
  it('posts the file with its type and returns the parsed answer', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    setApiTransport(async (url, init) => {
      sent.push({ url, init });
      return json(201, { url: '/media/a.png' });
    });
    expect(await upload()).toEqual({ url: '/media/a.png' });
    expect(sent[0]?.url).toBe('/api/media/wall?kind=image');
    expect(sent[0]?.init.method).toBe('POST');
    expect(new Headers(sent[0]?.init.headers).get('Content-Type')).toBe('image/png');
  });

  it("fails with the server's message, or the caller's when the server sent none", async () => {
    setApiTransport(async () => json(413, { message: 'Image must be 10 MB or smaller', code: 'too_large' }));
    await expect(upload()).rejects.toMatchObject({ status: 413, message: 'Image must be 10 MB or smaller' });
    setApiTransport(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(upload()).rejects.toMatchObject({ status: 502, message: 'Upload failed' });
  });

  it("fails with the caller's message when the request never arrived", async () => {
    setApiTransport(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await upload().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, message: 'Upload failed', code: networkErrorCode });
  });
});

describe('apiUpload (a multipart form)', () => {
  it('leaves the form its own type (the browser writes the boundary)', async () => {
    const sent: RequestInit[] = [];
    setApiTransport(async (_url, init) => {
      sent.push(init);
      return json(201, { url: '/x' });
    });
    const form = new FormData();
    form.set('note', 'hello');
    await apiUpload('/verification/requests', form, { failedMessage: 'Failed', schema: parser });
    expect(new Headers(sent[0]?.headers).get('Content-Type')).toBeNull();
    expect(sent[0]?.body).toBe(form);
  });
});
