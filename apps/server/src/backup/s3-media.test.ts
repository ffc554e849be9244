import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { createStorage } from '../storage/create-storage';
import { hasS3Signature } from '../test/s3-signature';
import { copyDirectoryToStorage, copyObjectsToDirectory } from './media-copy';
import { listS3Objects } from './s3-list';

// A stand-in S3 API: path-style objects in memory, ListObjectsV2 in pages of two (so the listing must follow
// continuation tokens), and every request's SigV4 signature recomputed and checked, as S3 would.
const credentials = { accessKeyId: 'AKIABACKUPTEST', secretAccessKey: 'backup-test-secret' };
const objects = new Map<string, { body: Buffer; contentType: string }>();
const pageSize = 2;
const xmlEscape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (!hasS3Signature(request, credentials, 'eu-test-1')) {
      return void response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
    }
    const url = new URL(request.url ?? '', 'http://s3');
    const key = decodeURIComponent(url.pathname).replace(/^\/circles-media\/?/, '');
    if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const keys = [...objects.keys()].sort();
      const start = Number(url.searchParams.get('continuation-token') ?? 0);
      const page = keys.slice(start, start + pageSize);
      const truncated = start + pageSize < keys.length;
      const contents = page.map((k) => `<Contents><Key>${xmlEscape(k)}</Key></Contents>`).join('');
      const next = truncated ? `<NextContinuationToken>${start + pageSize}</NextContinuationToken>` : '';
      return void response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<ListBucketResult><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
        );
    }
    if (request.method === 'PUT') {
      objects.set(key, {
        body: Buffer.concat(chunks),
        contentType: String(request.headers['content-type'] ?? ''),
      });
      return void response.writeHead(200).end();
    }
    const object = objects.get(key);
    if (request.method === 'GET' && object) return void response.writeHead(200).end(object.body);
    response.writeHead(404).end();
  });
});

let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('backing up and restoring media on S3', () => {
  it('lists every object across pages, copies their bytes out, and puts them back with their content types', async () => {
    const parsed = parseConfig({
      S3_ENDPOINT: endpoint,
      S3_REGION: 'eu-test-1',
      S3_BUCKET: 'circles-media',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    });
    if (!parsed.ok) throw new Error(parsed.problems.join(', '));
    const storage = createStorage(parsed.config);
    const files = {
      'posts/user-1/1.jpg': Buffer.from('a photo'),
      'posts/user-2/2.mp4': Buffer.from('a video, longer'),
      'avatars/user-1/3.webp': Buffer.from('an avatar'),
      'private-verification/user-2/4.png': Buffer.from('an identity photo'),
      'posts/user-3/5.m4a': Buffer.from('a voice note'),
    };
    for (const [key, body] of Object.entries(files)) {
      const [bucket, owner, file] = key.split('/');
      await storage.put(bucket as 'posts', `${owner}/${file}`, body, 'application/octet-stream');
    }

    const listed = await listS3Objects({
      endpoint,
      region: 'eu-test-1',
      bucket: 'circles-media',
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      forcePathStyle: true,
    });
    expect(listed.map((o) => `${o.bucket}/${o.objectPath}`).sort()).toEqual(Object.keys(files).sort());

    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-s3-backup-'));
    try {
      const bytes = await copyObjectsToDirectory(storage, listed, folder);
      expect(bytes).toBe(Object.values(files).reduce((sum, body) => sum + body.length, 0));
      objects.clear();
      const restored = await copyDirectoryToStorage(folder, storage);
      expect(restored.objects).toBe(5);
      for (const [key, body] of Object.entries(files)) expect(objects.get(key)?.body.equals(body)).toBe(true);
      expect(objects.get('posts/user-2/2.mp4')?.contentType).toBe('video/mp4');
      expect(objects.get('avatars/user-1/3.webp')?.contentType).toBe('image/webp');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
