import type { TestClient } from './http-client';
import { getTestServer } from './test-server';

/** PUT /api/me/avatar with raw bytes as the member behind `client`, the way the web app sends a picked file. */
export function putAvatar(client: TestClient, bytes: Buffer, claimedType = 'image/png') {
  return client.request('PUT', '/api/me/avatar', bytes as unknown as string, { 'content-type': claimedType });
}

/** Fetches a stored file's bytes as the member behind `client` (the JSON client would mangle binary). */
export async function fetchMediaFile(client: TestClient, url: string) {
  const response = await fetch(`${(await getTestServer()).url}${url}`, {
    headers: { cookie: client.cookieHeader() },
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}
