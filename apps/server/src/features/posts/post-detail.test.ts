import { circleMessages, postMessages } from '@circles/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle } from '../../test/circles';
import { getTestServer } from '../../test/test-server';

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

describe('views (issue #38: they come with each page, not with the cached card)', () => {
  it('a member’s first view moves the count every reader sees, and leaves the card’s version as it was', async () => {
    const author = await signedInMember({ firstName: 'Vera' });
    const reader = await signedInMember({ firstName: 'Walt' });
    const first = await signedInMember({ firstName: 'Xena' });
    const second = await signedInMember({ firstName: 'Yuri' });
    const created = await post(author, { content: 'Seen by many' });
    const postId = created.body.id as string;
    const { context } = await getTestServer();
    const cardVersion = async () =>
      (
        await sql<{
          version: string;
        }>`select card_version::text as version from posts where id = ${postId}::uuid`.execute(
          context.database.db,
        )
      ).rows[0]?.version;
    const viewsSeen = async () => {
      const world = await reader.client.get('/api/feed/circles/world');
      const home = await reader.client.get('/api/feed/home');
      const detail = await reader.client.get(`/api/feed/circles/world/posts/${postId}`);
      const find = (posts: { id: string; views: number }[]) =>
        posts.find((seen) => seen.id === postId)?.views;
      return [find(world.body.posts), find(home.body.posts), detail.body.views];
    };
    // Read twice: feeds and the card are kept now.
    await viewsSeen();
    expect(await viewsSeen()).toEqual([1, 1, 1]);
    const before = await cardVersion();
    const pageViews = async (viewer: Member) =>
      (await viewer.client.get(`/api/feed/circles/world/posts/${postId}/page`)).body.post.views;
    expect(await pageViews(first)).toBe(2);
    expect(await viewsSeen()).toEqual([2, 2, 2]);
    expect(await pageViews(second)).toBe(3);
    expect(await viewsSeen()).toEqual([3, 3, 3]);
    // A second look by the same member counts nothing.
    expect(await pageViews(first)).toBe(3);
    expect(await cardVersion()).toBe(before);
    // Anything else still changes the version.
    await author.client.patch(`/api/posts/${postId}`, { content: 'Seen and edited' });
    expect(await cardVersion()).not.toBe(before);
    expect(await viewsSeen()).toEqual([3, 3, 3]);
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
