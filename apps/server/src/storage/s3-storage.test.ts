import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { hasS3Signature } from '../test/s3-signature';
import { createStorage } from './create-storage';
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
