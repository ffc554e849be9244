import fs from 'node:fs';
import { mediaMessages } from '@circles/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { fakeMp4Bytes, hugeDimensionPng, jpegWithGps, pngBytes, wavBytes } from '../../test/media-fixtures';
import { getTestServer } from '../../test/test-server';
import { upload, uploadProcessed } from '../../test/uploads';

async function storedState() {
  const server = await getTestServer();
  const rows = await server.context.database.db.selectFrom('media_uploads').select('path').execute();
  const files = fs.existsSync(server.mediaDir)
    ? fs.readdirSync(server.mediaDir, { recursive: true }).filter((f) => String(f).includes('.'))
    : [];
  return { rows: rows.length, files: files.length };
}

describe('uploads', () => {
  it('stores an image under {userId}/{timestamp}.{ext} and serves it with nosniff and its type', async () => {
    const { client, userId } = await signedInMember();
    const response = await upload(client, 'image', await pngBytes(), 'image/png');
    expect(response.status).toBe(201);
    expect(response.body.path).toMatch(new RegExp(`^${userId}/\\d+\\.png$`));
    expect(response.body).toMatchObject({ kind: 'image', contentType: 'image/png', width: 32, height: 24 });
    const file = await fetch(`${(await getTestServer()).url}${response.body.url}`, {
      headers: { cookie: client.cookieHeader() },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['a PNG sent as a video (named .mp4)', 'video', () => pngBytes(), 'video/mp4', mediaMessages.notVideo],
    [
      'a text file claiming image/jpeg',
      'image',
      async () => Buffer.from('hello, not a picture at all'),
      'image/jpeg',
      mediaMessages.notImage,
    ],
    ['a video sent as audio', 'audio', async () => fakeMp4Bytes(), 'audio/mpeg', mediaMessages.notAudio],
    [
      'a 50000x50000 PNG',
      'image',
      async () => hugeDimensionPng(),
      'image/png',
      mediaMessages.imageTooManyPixels,
    ],
  ] as const)(
    'refuses %s by its bytes, leaving nothing behind',
    async (_label, kind, bytes, claimed, message) => {
      const { client } = await signedInMember();
      const response = await upload(client, kind, await bytes(), claimed);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(await storedState()).toEqual({ rows: 0, files: 0 });
    },
  );

  it('cuts off an image of 5 MB + 1 byte with the SPEC message', async () => {
    const { client } = await signedInMember();
    const tooBig = Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024 + 1)]).subarray(
      0,
      5 * 1024 * 1024 + 1,
    );
    const response = await upload(client, 'image', tooBig, 'image/png');
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(mediaMessages.imageTooLarge);
    expect(await storedState()).toEqual({ rows: 0, files: 0 });
  });

  it('cuts off an oversized streamed upload that declares no length', async () => {
    const { client } = await signedInMember();
    const server = await getTestServer();
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 8 * 1024 * 1024) return controller.close();
        sent += 256 * 1024;
        controller.enqueue(new Uint8Array(256 * 1024));
      },
    });
    const response = await fetch(`${server.url}/api/media/posts?kind=audio`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { cookie: client.cookieHeader(), 'content-type': 'audio/mpeg', origin: server.url },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(mediaMessages.audioTooLarge);
    expect(await storedState()).toEqual({ rows: 0, files: 0 });
  });

  it('strips GPS and other metadata from photos', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { client } = await signedInMember();
    const response = await upload(client, 'image', original, 'image/jpeg');
    expect(response.status).toBe(201);
    const file = await fetch(`${(await getTestServer()).url}${response.body.url}`, {
      headers: { cookie: client.cookieHeader() },
    });
    const stored = Buffer.from(await file.arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Snapper 9'))).toBe(false);
  });

  it('accepts audio, serves it as AAC once processed and serves byte ranges so players can seek', async () => {
    const { client } = await signedInMember();
    const response = await uploadProcessed(client, 'audio', wavBytes(), 'audio/wav');
    expect(response.status).toBe(201);
    expect(response.body.path).toMatch(/\.m4a$/);
    const server = await getTestServer();
    const whole = await fetch(`${server.url}${response.body.url}`, {
      headers: { cookie: client.cookieHeader() },
    });
    expect(whole.headers.get('content-type')).toBe('audio/mp4');
    const stored = Buffer.from(await whole.arrayBuffer());
    const ranged = await fetch(`${server.url}${response.body.url}`, {
      headers: { cookie: client.cookieHeader(), range: 'bytes=4-11' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 4-11/${stored.length}`);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(stored.subarray(4, 12));
    const unsatisfiable = await fetch(`${server.url}${response.body.url}`, {
      headers: { cookie: client.cookieHeader(), range: `bytes=${stored.length + 10}-` },
    });
    expect(unsatisfiable.status).toBe(416);
  });

  it('refuses path traversal and keeps an unattached upload to its owner', async () => {
    const owner = await signedInMember();
    const other = await signedInMember({ firstName: 'Olive' });
    const response = await upload(owner.client, 'image', await pngBytes(), 'image/png');
    const server = await getTestServer();
    for (const path of [
      `/media/posts/${owner.userId}/..%2F..%2Fcircles.lock`,
      `/media/posts/..%2F..%2F/etc`,
      `/media/secrets/${response.body.path}`,
    ]) {
      const attempt = await fetch(`${server.url}${path}`, {
        headers: { cookie: owner.client.cookieHeader() },
      });
      expect(attempt.status, path).toBeGreaterThanOrEqual(400);
      expect(attempt.status, path).toBeLessThan(500);
    }
    const stranger = await fetch(`${server.url}${response.body.url}`, {
      headers: { cookie: other.client.cookieHeader() },
    });
    expect(stranger.status).toBe(404);
    const anonymous = await fetch(`${server.url}${response.body.url}`);
    expect(anonymous.status).toBe(401);
    expect((await other.client.delete(`/api${response.body.url}`)).status).toBe(404);
    expect((await owner.client.delete(`/api${response.body.url}`)).status).toBe(204);
    expect(await storedState()).toEqual({ rows: 0, files: 0 });
  });
});
