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

/**
 * Uploads a video or audio and waits until the server's ffmpeg worker has processed it (issue #52), so a post can
 * carry it at once: the worker's own idle promise, not a delay.
 */
export async function uploadProcessed(
  client: TestClient,
  kind: 'video' | 'audio',
  bytes: Buffer,
  claimedType?: string,
) {
  const response = await upload(client, kind, bytes, claimedType);
  const { getTestServer } = await import('./test-server');
  await (await getTestServer()).mediaProcessing.worker.idle();
  return response;
}
