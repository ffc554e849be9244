import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { hasS3Signature } from '../test/s3-signature';
import { createStorage } from './create-storage';
import { checkMediaStore } from './media-dir-check';
import type { MediaStoreRepository } from './media-store-repository';
import { type Storage, StoredFileMissingError } from './storage';

// A local stand-in for an S3 API: path-style objects in memory, and every request's SigV4 signature checked
// by recomputing it with the shared secret (a wrong key or a tampered header is refused, as S3 would).
const credentials = { accessKeyId: 'AKIATESTKEY', secretAccessKey: 'test-secret-key' };
const objects = new Map<string, { body: Buffer; contentType: string }>();
const seen: { method: string; path: string }[] = [];

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (!hasS3Signature(request, credentials, 'eu-test-1')) {
      response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = decodeURIComponent(request.url ?? '');
    seen.push({ method: request.method ?? '', path: key });
    if (request.method === 'PUT') {
      objects.set(key, {
        body: Buffer.concat(chunks),
        contentType: String(request.headers['content-type'] ?? ''),
      });
      response.writeHead(200).end();
    } else if (request.method === 'HEAD') {
      response.writeHead(objects.has(key) ? 200 : 404).end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) return void response.writeHead(404).end();
      const range = /bytes=(\d+)-(\d+)/.exec(request.headers.range ?? '');
      if (range) {
        response.writeHead(206, { 'content-type': object.contentType });
        response.end(object.body.subarray(Number(range[1]), Number(range[2]) + 1));
      } else {
        response.writeHead(200, { 'content-type': object.contentType }).end(object.body);
      }
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    }
  });
});

let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const storageWith = (secret: string): Storage => {
  const parsed = parseConfig({
    S3_ENDPOINT: endpoint,
    S3_REGION: 'eu-test-1',
    S3_BUCKET: 'circles-media',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: secret,
  });
  if (!parsed.ok) throw new Error(parsed.problems.join(', '));
  return createStorage(parsed.config);
};

const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe('S3-compatible storage', () => {
  it('puts, reads (whole and by range) and removes objects with signed requests', async () => {
    const storage = storageWith(credentials.secretAccessKey);
    expect(storage.kind).toBe('s3');
    const data = Buffer.from('0123456789abcdef');
    await storage.put('posts', 'user-1/1700000000000.png', data, 'image/png');
    expect(objects.get('/circles-media/posts/user-1/1700000000000.png')?.contentType).toBe('image/png');
    expect(await readAll(await storage.read('posts', 'user-1/1700000000000.png'))).toEqual(data);
    expect(
      (
        await readAll(await storage.read('posts', 'user-1/1700000000000.png', { start: 2, end: 5 }))
      ).toString(),
    ).toBe('2345');
    await storage.remove('posts', 'user-1/1700000000000.png');
    expect(objects.size).toBe(0);
  });

  it('reports a missing object as missing (a 404 for the client), not as a failure', async () => {
    const storage = storageWith(credentials.secretAccessKey);
    await expect(storage.read('posts', 'user-1/gone.png')).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it('fails loudly when the provider refuses the signature', async () => {
    const storage = storageWith('wrong-secret');
    await expect(storage.put('posts', 'user-1/1.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
  });

  it('refuses unsafe paths before any request is made', async () => {
    const storage = storageWith(credentials.secretAccessKey);
    const before = seen.length;
    await expect(storage.put('posts', '../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /Unsafe/,
    );
    expect(seen.length).toBe(before);
  });

  it('needs all four S3 settings or none', () => {
    const parsed = parseConfig({ S3_BUCKET: 'circles-media' });
    expect(parsed.ok).toBe(false);
  });
});

describe('the media store check on S3 (issue #56)', () => {
  // The database's side stands in as a list of uploads and a recorded id: the local test covers its SQL.
  const recorded = { id: null as string | null };
  const repositoryOf = (files: { bucket: 'posts'; path: string }[]): MediaStoreRepository => ({
    sample: async () => files,
    recordedStoreId: async () => recorded.id,
    recordStoreId: async (id) => {
      recorded.id = id;
    },
  });
  const check = (storage: Storage, files: { bucket: 'posts'; path: string }[]) =>
    checkMediaStore({
      storage,
      repository: repositoryOf(files),
      store: 'bucket circles-media',
      setting: 'S3_BUCKET',
    });

  it('looks objects up with HEAD, keeps a marker object, and reports missing or unreachable media', async () => {
    const storage = storageWith(credentials.secretAccessKey);
    await storage.put('posts', 'user-9/1.png', Buffer.from('png'), 'image/png');
    expect(await storage.exists('posts', 'user-9/1.png')).toBe(true);
    expect(await storage.exists('posts', 'user-9/2.png')).toBe(false);
    expect(seen.filter((request) => request.method === 'HEAD')).toHaveLength(2);

    expect(await check(storage, [{ bucket: 'posts', path: 'user-9/1.png' }])).toEqual({
      ok: true,
      checked: 1,
    });
    expect(objects.has('/circles-media/.circles-media-id')).toBe(true);
    expect(await storage.readMarker()).toBe(recorded.id);

    const missing = await check(storage, [
      { bucket: 'posts', path: 'user-9/1.png' },
      { bucket: 'posts', path: 'user-9/2.png' },
    ]);
    expect(missing).toMatchObject({ ok: false, reason: 'media_missing' });
    expect(missing.ok ? '' : missing.message).toContain(
      '1 of 2 media files looked at are missing from bucket circles-media',
    );

    const refused = await check(storageWith('wrong-secret'), [{ bucket: 'posts', path: 'user-9/1.png' }]);
    expect(refused).toMatchObject({ ok: false, reason: 'media_store_unreachable' });
    expect(refused.ok ? '' : refused.message).toMatch(/cannot be read .*403.*check S3_BUCKET/);
    await storage.remove('posts', 'user-9/1.png');
    objects.delete('/circles-media/.circles-media-id');
  });
});
