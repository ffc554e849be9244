import { circleMessages, postMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle } from '../../test/circles';

type Member = Awaited<ReturnType<typeof signedInMember>>;

const post = (member: Member, body: Record<string, unknown>) =>
  member.client.post('/api/posts', { circleId: 'world', content: 'Hello circles', ...body });

describe('post detail (issue #38: one statement, the card from the card cache)', () => {
  it('post detail, served from the card cache, is exact after a like, a comment, an edit, a block and a delete', async () => {
    const author = await signedInMember({ firstName: 'Ines' });
    const reader = await signedInMember({ firstName: 'Omar' });
    const other = await signedInMember({ firstName: 'Pia' });
    const created = await post(author, { content: 'Before the edit' });
    const path = `/api/feed/circles/world/posts/${created.body.id}`;
    const read = async (member: Member = reader) => (await member.client.get(path)).body;
    // Read twice: the second answer is the kept card (same versions).
    await read();
    expect(await read()).toMatchObject({ content: 'Before the edit', views: 1, isLiked: false });

    // Someone else's like moves the count; the reader's own like marks it for the reader only.
    await other.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: created.body.id });
    expect(await read()).toMatchObject({ engagement: { likes: 1 }, isLiked: false });
    await reader.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: created.body.id });
    expect(await read()).toMatchObject({ engagement: { likes: 2 }, isLiked: true });
    expect(await read(other)).toMatchObject({ engagement: { likes: 2 }, isLiked: true, views: 2 });

    await other.client.post(`/api/posts/${created.body.id}/comments`, { content: 'A comment' });
    expect((await read()).engagement.comments).toBe(1);

    const edited = await author.client.patch(`/api/posts/${created.body.id}`, { content: 'After the edit' });
    expect(edited.status).toBe(200);
    expect(await read()).toMatchObject({ content: 'After the edit', editedAt: expect.any(String) });

    // A new name shows on the card (the author's row has its own version).
    expect((await author.client.patch('/api/me', { firstName: 'Inez' })).status).toBe(200);
    expect((await read()).author.firstName).toBe('Inez');

    // A block either way hides the post and counts no view.
    expect((await author.client.put(`/api/blocks/members/${other.userId}`)).status).toBe(200);
    const blocked = await other.client.get(path);
    expect(blocked.status).toBe(404);
    expect(blocked.body.message).toBe(postMessages.postNotFound);

    expect((await author.client.delete(`/api/posts/${created.body.id}`)).status).toBe(200);
    const gone = await reader.client.get(path);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(postMessages.postNotFound);
  });
});

describe('post page (issue #38: the post and its first comments in one answer, kept like a feed page)', () => {
  it('answers what the detail and the comments answer, counts one view, and refuses as they do', async () => {
    const author = await signedInMember({ firstName: 'Rosa' });
    const reader = await signedInMember({ firstName: 'Tiago' });
    const created = await post(author, { content: 'A page of its own' });
    const postId = created.body.id as string;
    for (const content of ['First', 'Second', 'Third', 'Fourth']) {
      expect((await author.client.post(`/api/posts/${postId}/comments`, { content })).status).toBe(201);
    }
    const pagePath = `/api/feed/circles/world/posts/${postId}/page`;
    const first = await reader.client.get(pagePath);
    expect(first.status).toBe(200);
    // Read again (kept now) and again: the same post, one view, and the comments' own first page.
    await reader.client.get(pagePath);
    const kept = (await reader.client.get(pagePath)).body;
    expect(kept.post).toEqual((await reader.client.get(`/api/feed/circles/world/posts/${postId}`)).body);
    expect(kept.post).toMatchObject({ id: postId, content: 'A page of its own', views: 1 });
    expect(kept.comments).toEqual((await reader.client.get(`/api/posts/${postId}/comments`)).body);
    expect(kept.comments.comments.map((comment: { content: string }) => comment.content)).toEqual([
      'Fourth',
      'Third',
      'Second',
    ]);
    expect(kept.comments).toMatchObject({ total: 4, nextCursor: expect.any(String) });

    const missing = await reader.client.get('/api/feed/circles/world/posts/not-a-post/page');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(postMessages.postNotFound);
    const elsewhere = await reader.client.get(
      `/api/feed/circles/${crypto.randomUUID()}/posts/${postId}/page`,
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(circleMessages.notFound);
    const circleId = await createCircle(author.client, { name: 'Back room', type: 'private' });
    const hidden = await post(author, { circleId, content: 'Members only' });
    const refused = await reader.client.get(`/api/feed/circles/${circleId}/posts/${hidden.body.id}/page`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(circleMessages.notFound);
  });
});
