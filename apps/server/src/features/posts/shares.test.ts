import { postMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle } from '../../test/circles';
import { TestClient } from '../../test/http-client';
import { getTestServer } from '../../test/test-server';

describe('POST /api/posts/:postId/shares', () => {
  it('counts each member who shares a post once, and the feeds show the count', async () => {
    const author = await signedInMember({ firstName: 'Sara' });
    const reader = await signedInMember({ firstName: 'Rhea' });
    const created = await author.client.post('/api/posts', { circleId: 'world', content: 'Worth sharing' });
    const postId = created.body.id as string;
    expect(created.body.engagement.shares).toBe(0);

    const first = await reader.client.post(`/api/posts/${postId}/shares`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ shares: 1 });
    expect((await reader.client.post(`/api/posts/${postId}/shares`)).body).toEqual({ shares: 1 });
    expect((await author.client.post(`/api/posts/${postId}/shares`)).body).toEqual({ shares: 2 });

    const feed = await author.client.get('/api/feed/home');
    const card = feed.body.posts.find((post: { id: string }) => post.id === postId);
    expect(card.engagement.shares).toBe(2);
  });

  it('refuses a post the member may not see exactly like a missing one, and counts nothing', async () => {
    const owner = await signedInMember({ firstName: 'Owen' });
    const outsider = await signedInMember({ firstName: 'Otis' });
    const circleId = await createCircle(owner.client, { type: 'private' });
    const created = await owner.client.post('/api/posts', { circleId, content: 'Members only' });
    const postId = created.body.id as string;

    const refused = await outsider.client.post(`/api/posts/${postId}/shares`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(postMessages.postNotFound);
    const missing = await outsider.client.post('/api/posts/00000000-0000-4000-8000-000000000000/shares');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(refused.body);
    const detail = await owner.client.get(`/api/feed/circles/${circleId}/posts/${postId}`);
    expect(detail.body.engagement.shares).toBe(0);

    const anonymous = new TestClient((await getTestServer()).url);
    expect((await anonymous.post(`/api/posts/${postId}/shares`)).status).toBe(401);
  });
});
