import type { TestClient } from '../../test/http-client';

/** Sends a verification request as the web app does: a multipart form with the photo and a note. */
export async function requestVerification(client: TestClient, photo: Buffer | null, note?: string) {
  const form = new FormData();
  if (photo) form.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'id.jpg');
  if (note !== undefined) form.set('note', note);
  const body = new Response(form);
  const bytes = Buffer.from(await body.arrayBuffer());
  return client.request('POST', '/api/verification/requests', bytes as unknown as string, {
    'content-type': body.headers.get('content-type') ?? '',
  });
}
