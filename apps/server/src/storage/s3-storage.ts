import { Readable } from 'node:stream';
import aws4 from 'aws4';
import { assertSafeObjectPath, markerName, type Storage, StoredFileMissingError } from './storage';

export type S3Settings = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (endpoint/bucket/key): what MinIO, Garage, Ceph and most self-hosted S3 APIs expect. */
  forcePathStyle: boolean;
};

/**
 * An S3-compatible driver: signed (AWS Signature V4) PUT, GET and DELETE of objects under
 * `<bucket>/<our bucket>/<path>`. Works with AWS S3 and any S3 API.
 */
export function createS3Storage(settings: S3Settings): Storage {
  const endpoint = new URL(settings.endpoint);
  const objectUrl = (key: string) => {
    const encodedKey = key.split('/').map(encodeURIComponent).join('/');
    return settings.forcePathStyle
      ? new URL(`${endpoint.pathname.replace(/\/$/, '')}/${settings.bucket}/${encodedKey}`, endpoint)
      : new URL(`/${encodedKey}`, `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`);
  };

  async function send(
    method: 'PUT' | 'GET' | 'DELETE' | 'HEAD',
    key: string,
    headers: Record<string, string> = {},
    body?: Buffer,
  ) {
    const url = objectUrl(key);
    const signed = aws4.sign(
      {
        host: url.host,
        path: url.pathname,
        method,
        service: 's3',
        region: settings.region,
        headers: { ...headers, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
        body: undefined,
      },
      { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    );
    const response = await fetch(url, {
      method,
      headers: signed.headers as Record<string, string>,
      body: body ? new Uint8Array(body) : undefined,
    });
    if ((method === 'GET' || method === 'HEAD') && response.status === 404)
      throw new StoredFileMissingError(key);
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      const detail = await response.text().catch(() => '');
      throw new Error(`S3 ${method} ${key} failed: ${response.status} ${detail.slice(0, 200)}`);
    }
    return response;
  }

  const keyOf = (bucket: string, objectPath: string) => {
    assertSafeObjectPath(objectPath);
    return `${bucket}/${objectPath}`;
  };

  return {
    kind: 's3',
    async put(bucket, objectPath, data, contentType) {
      await send(
        'PUT',
        keyOf(bucket, objectPath),
        { 'content-type': contentType, 'content-length': String(data.length) },
        data,
      );
    },
    async read(bucket, objectPath, range) {
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const response = await send('GET', keyOf(bucket, objectPath), headers);
      if (!response.body) return Readable.from([]);
      return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
    },
    async remove(bucket, objectPath) {
      await send('DELETE', keyOf(bucket, objectPath));
    },
    async exists(bucket, objectPath) {
      return send('HEAD', keyOf(bucket, objectPath)).then(
        () => true,
        (error: unknown) => {
          if (error instanceof StoredFileMissingError) return false;
          throw error;
        },
      );
    },
    async readMarker() {
      const response = await send('GET', markerName).catch((error: unknown) => {
        if (error instanceof StoredFileMissingError) return null;
        throw error;
      });
      return response ? (await response.text()).trim() || null : null;
    },
    async writeMarker(id) {
      await send(
        'PUT',
        markerName,
        { 'content-type': 'text/plain', 'content-length': String(id.length + 1) },
        Buffer.from(`${id}\n`),
      );
    },
  };
}
