import { postMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle } from '../../test/circles';
import { pngBytes } from '../../test/media-fixtures';
import { getTestServer } from '../../test/test-server';
import { upload } from '../../test/uploads';

const db = async () => (await getTestServer()).context.database.db;

describe('PATCH /api/posts/:postId (issue 18: edit your own posts)', () => {
  it('replaces the text, marks the post edited, keeps the earlier text and moves the link count', async () => {
    const author = await signedInMember({ firstName: 'Edda' });
    const circleId = await createCircle(author.client, { type: 'public' });
    const created = await author.client.post('/api/posts', { circleId, content: 'First words' });
    expect(created.body.editedAt).toBeNull();
    const postId = created.body.id as string;

    const edited = await author.client.patch(`/api/posts/${postId}`, {
      content: '  Better words https://example.com  ',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: postId, content: 'Better words https://example.com' });
    expect(Date.parse(edited.body.editedAt)).toBeGreaterThanOrEqual(Date.parse(created.body.timestamp));
    expect((await author.client.get(`/api/circles/${circleId}`)).body.links).toBe(1);
    const feed = await author.client.get(`/api/feed/circles/${circleId}`);
    expect(feed.body.posts[0]).toMatchObject({ content: 'Better words https://example.com' });
    expect(feed.body.posts[0].editedAt).toBe(edited.body.editedAt);

    await author.client.patch(`/api/posts/${postId}`, { content: 'Plain again' });
    expect((await author.client.get(`/api/circles/${circleId}`)).body.links).toBe(0);
    const history = await (await db())
      .selectFrom('post_edits')
      .select('previous_content')
      .where('post_id', '=', postId)
      .orderBy('id')
      .execute();
    expect(history.map((row) => row.previous_content)).toEqual([
      'First words',
      'Better words https://example.com',
    ]);
  });

  it('checks the text like a new post, and lets only the author edit', async () => {
    const author = await signedInMember({ firstName: 'Edda' });
    const reader = await signedInMember({ firstName: 'Rolf' });
    const outsider = await signedInMember({ firstName: 'Otto' });
    const privateCircle = await createCircle(author.client, { type: 'private' });
    const publicPost = (await author.client.post('/api/posts', { circleId: 'world', content: 'Hello' })).body
      .id;
    const privatePost = (
      await author.client.post('/api/posts', { circleId: privateCircle, content: 'Secret' })
    ).body.id;

    const empty = await author.client.patch(`/api/posts/${publicPost}`, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(postMessages.contentRequired);
    const long = await author.client.patch(`/api/posts/${publicPost}`, { content: 'x'.repeat(281) });
    expect(long.body.message).toBe(postMessages.contentTooLong);

    const notTheirs = await reader.client.patch(`/api/posts/${publicPost}`, { content: 'Hijacked' });
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.message).toBe(postMessages.notYourPost);
    // A post the member cannot see answers exactly like a missing one.
    const hidden = await outsider.client.patch(`/api/posts/${privatePost}`, { content: 'Hijacked' });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(postMessages.postNotFound);
    expect((await outsider.client.patch('/api/posts/not-a-uuid', { content: 'x' })).status).toBe(404);

    const rows = await (await db())
      .selectFrom('posts')
      .select('content')
      .where('id', 'in', [publicPost, privatePost])
      .execute();
    expect(rows.map((row) => row.content).sort()).toEqual(['Hello', 'Secret']);
  });
});

describe('DELETE /api/posts/:postId (issue 18: delete your own posts)', () => {
  it('removes the post with its comments, likes, favorites, notifications, media file and counts', async () => {
    const author = await signedInMember({ firstName: 'Dora' });
    const reader = await signedInMember({ firstName: 'Rita' });
    const image = await upload(author.client, 'image', await pngBytes(), 'image/png');
    const created = await author.client.post('/api/posts', {
      circleId: 'world',
      content: 'Goodbye soon https://example.com',
      imageUrl: image.body.url,
    });
    const postId = created.body.id as string;
    const comment = await reader.client.post(`/api/posts/${postId}/comments`, { content: 'Nice one' });
    expect(comment.status).toBe(201);
    await reader.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: postId });
    await author.client.post('/api/likes/toggle', { likeableType: 'comment', likeableId: comment.body.id });
    expect((await reader.client.put(`/api/favorites/${postId}`)).status).toBe(200);
    const before = (await author.client.get('/api/circles/world')).body;
    expect((await author.client.get('/api/notifications')).body.notifications.length).toBeGreaterThan(0);
    expect((await reader.client.get(image.body.url)).status).toBe(200);

    expect((await reader.client.delete(`/api/posts/${postId}`)).status).toBe(403);
    const deleted = await author.client.delete(`/api/posts/${postId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true, circleId: 'world' });

    expect((await reader.client.get(`/api/feed/circles/world/posts/${postId}`)).status).toBe(404);
    expect((await reader.client.get('/api/favorites/count')).body.count).toBe(0);
    expect((await author.client.get('/api/notifications')).body.notifications).toEqual([]);
    const after = (await author.client.get('/api/circles/world')).body;
    expect(after).toMatchObject({ photos: before.photos - 1, links: before.links - 1 });
    expect((await author.client.get(image.body.url)).status).toBe(404);
    const left = await (await db())
      .selectFrom('likes')
      .select('likeable_id')
      .where('likeable_id', 'in', [postId, comment.body.id])
      .execute();
    expect(left).toEqual([]);
    const uploads = await (await db())
      .selectFrom('media_uploads')
      .select('id')
      .where('path', '=', image.body.path)
      .execute();
    expect(uploads).toEqual([]);
    expect((await author.client.delete(`/api/posts/${postId}`)).status).toBe(404);
  });
});
