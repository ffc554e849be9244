import { requestGuardMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../test/accounts';
import { createCircle } from '../test/circles';
import { pngBytes } from '../test/media-fixtures';
import { getTestServer } from '../test/test-server';
import { upload } from '../test/uploads';

const sibling = 'http://127.0.0.1:1'; // same site (127.0.0.1), another port: SameSite=Lax cookies still go

describe('writes from another origin', () => {
  it('are refused with a clear 403 on every kind of write, and change nothing', async () => {
    const { client } = await signedInMember();
    const circleId = await createCircle(client, { type: 'public' });
    const attempts: [string, string, unknown][] = [
      ['POST', `/api/circles/${circleId}/leave`, {}],
      ['POST', '/api/notifications/read-all', {}],
      ['POST', '/api/posts', { circleId, content: 'forged' }],
      ['PUT', '/api/preferences/theme', { value: 'dark' }],
      ['POST', '/api/auth/sign-out', {}],
      ['POST', '/api/waitlist', { email: 'forged@example.com' }],
    ];
    for (const [method, path, body] of attempts) {
      const variants: Record<string, string>[] = [
        { origin: sibling },
        { origin: 'null' },
        { origin: sibling, 'sec-fetch-site': 'same-site' },
      ];
      for (const headers of variants) {
        const response = await client.request(method, path, body, headers);
        expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.body).toEqual({ message: requestGuardMessages.crossOrigin, code: 'cross_origin' });
      }
    }
    const forgedUpload = await client.request('POST', '/api/media/posts?kind=image', await pngBytes(), {
      'content-type': 'image/png',
      origin: sibling,
    });
    expect(forgedUpload.status).toBe(403);

    // Still a member, still signed in, nothing posted, nothing uploaded.
    const circle = await client.get(`/api/circles/${circleId}`);
    expect(circle.body.isJoined).toBe(true);
    expect((await client.get(`/api/feed/circles/${circleId}`)).body.posts).toEqual([]);
    expect((await client.get('/api/preferences')).body.theme).toBe('system');
  });

  it('a write with no Origin at all is refused too', async () => {
    const { client } = await signedInMember();
    const circleId = await createCircle(client, { type: 'public' });
    const bare = await fetch(`${(await getTestServer()).url}/api/circles/${circleId}/leave`, {
      method: 'POST',
      headers: { cookie: client.cookieHeader() },
    });
    expect(bare.status).toBe(403);
  });

  it('accepts our own Origin, and Sec-Fetch-Site same-origin from a browser under another local name', async () => {
    const { client } = await signedInMember();
    const circleId = await createCircle(client, { type: 'public' });
    const viaFetchMetadata = await client.request(
      'POST',
      `/api/circles/${circleId}/leave`,
      {},
      {
        origin: 'http://localhost:9',
        'sec-fetch-site': 'same-origin',
      },
    );
    expect(viaFetchMetadata.status).toBe(200);
    expect((await client.post(`/api/circles/${circleId}/join`)).status).toBe(200);
    expect((await upload(client, 'image', await pngBytes(), 'image/png')).status).toBe(201);
    // Reads need no Origin.
    expect((await client.request('GET', '/api/circles', undefined, { origin: sibling })).status).toBe(200);
  });
});
