import type { TestClient } from './http-client';

/** Uploads raw bytes as the member behind `client`, the way the web app does. */
export async function upload(
  client: TestClient,
  kind: 'image' | 'video' | 'audio',
  bytes: Buffer,
  claimedType = 'application/octet-stream',
  bucket = 'posts',
) {
  return client.request('POST', `/api/media/${bucket}?kind=${kind}`, bytes as unknown as string, {
    'content-type': claimedType,
  });
}
