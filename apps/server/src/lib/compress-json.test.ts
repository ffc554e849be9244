import zlib from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import { compressJson } from './compress-json';

const big = {
  posts: Array.from({ length: 60 }, (_, index) => ({ id: `post-${index}`, text: 'Hello circle' })),
};
const app = new Hono()
  .use(compressJson())
  .get('/big', (c) => c.json(big))
  .get('/small', (c) => c.json({ ok: true }))
  .get('/missing', (c) => c.json({ message: 'Not found', code: 'not_found' }, 404))
  .get('/stream', (c) => streamSSE(c, async (stream) => stream.writeSSE({ data: 'x'.repeat(2000) })));

const get = (url: string, encoding?: string) =>
  app.request(url, { headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('JSON compression', () => {
  it('compresses a JSON answer over 1 KB with gzip, else brotli, with the right length', async () => {
    const brotli = await get('/big', 'br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    const brotliBody = Buffer.from(await brotli.arrayBuffer());
    expect(Number(brotli.headers.get('content-length'))).toBe(brotliBody.byteLength);
    expect(JSON.parse(zlib.brotliDecompressSync(brotliBody).toString())).toEqual(big);
    expect(brotliBody.byteLength).toBeLessThan(JSON.stringify(big).length / 4);

    const gzip = await get('/big', 'gzip, deflate, br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(big);
  });

  it('leaves small answers, clients without compression and event streams alone', async () => {
    const small = await get('/small', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const plain = await get('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
    const stream = await get('/stream', 'br');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(await stream.text()).toContain('x'.repeat(2000));
  });

  it('keeps the status of an error answer', async () => {
    const response = await get('/missing', 'br');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });
});
