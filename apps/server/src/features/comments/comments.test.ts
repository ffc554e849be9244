import { commentMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle, inviteByEmail } from '../../test/circles';
import { getTestServer } from '../../test/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function newPost(member: Member, circleId = 'world') {
  const response = await member.client.post('/api/posts', { circleId, content: 'A post to talk about' });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

const comment = (member: Member, postId: string, content: string, parentId?: string) =>
  member.client.post(`/api/posts/${postId}/comments`, { content, parentId });

describe('comments', () => {
  it('adds comments and replies; a reply to a reply lands at depth one', async () => {
    const author = await signedInMember();
    const friend = await signedInMember({ firstName: 'Faye' });
    const postId = await newPost(author);
    const top = await comment(friend, postId, '  Nice one  ');
    expect(top.status).toBe(201);
    expect(top.body).toMatchObject({
      content: 'Nice one',
      parentId: null,
      isDeleted: false,
      isEdited: false,
    });
    const reply = await comment(author, postId, 'Thanks!', top.body.id);
    const replyToReply = await comment(friend, postId, 'You are welcome', reply.body.id);
    expect(replyToReply.body.parentId).toBe(top.body.id);
    const page = await friend.client.get(`/api/posts/${postId}/comments`);
    expect(page.body.total).toBe(1);
    expect(page.body.comments).toHaveLength(1);
    expect(page.body.comments[0].replies.map((r: { content: string }) => r.content)).toEqual([
      'Thanks!',
      'You are welcome',
    ]);
    const feed = await friend.client.get('/api/feed/home');
    expect(feed.body.posts[0].engagement.comments).toBe(1);
  });

  it('refuses empty and over-long comments', async () => {
    const author = await signedInMember();
    const postId = await newPost(author);
    expect((await comment(author, postId, '   ')).body.message).toBe(commentMessages.contentRequired);
    expect((await comment(author, postId, 'x'.repeat(2001))).body.message).toBe(
      commentMessages.contentTooLong,
    );
  });

  it('pages 3 at a time, newest first, never repeating or skipping as new comments arrive', async () => {
    const author = await signedInMember();
    const postId = await newPost(author);
    const written: string[] = [];
    for (let i = 0; i < 8; i++) written.push((await comment(author, postId, `comment ${i}`)).body.id);
    const first = await author.client.get(`/api/posts/${postId}/comments`);
    expect(first.body.comments).toHaveLength(3);
    const seen = first.body.comments.map((c: { id: string }) => c.id);
    await comment(author, postId, 'a newer one');
    let cursor = first.body.nextCursor;
    while (cursor) {
      const page = await author.client.get(`/api/posts/${postId}/comments?cursor=${cursor}`);
      seen.push(...page.body.comments.map((c: { id: string }) => c.id));
      cursor = page.body.nextCursor;
    }
    expect(seen).toEqual([...written].reverse());
    const forged = btoa(`2026-01-01T00:00:00Z|${'-'.repeat(36)}`);
    expect((await author.client.get(`/api/posts/${postId}/comments?cursor=${forged}`)).status).toBe(400);
  });

  it('lets only the author edit (marked edited) or remove (kept as removed while replies stay)', async () => {
    const author = await signedInMember();
    const other = await signedInMember({ firstName: 'Omar' });
    const postId = await newPost(author);
    const top = await comment(author, postId, 'First version');
    await comment(other, postId, 'A reply', top.body.id);
    expect((await other.client.patch(`/api/comments/${top.body.id}`, { content: 'hijack' })).status).toBe(
      403,
    );
    expect((await other.client.delete(`/api/comments/${top.body.id}`)).status).toBe(403);
    const edited = await author.client.patch(`/api/comments/${top.body.id}`, { content: 'Second version' });
    expect(edited.body).toMatchObject({ content: 'Second version', isEdited: true });
    const removed = await author.client.delete(`/api/comments/${top.body.id}`);
    expect(removed.body).toMatchObject({ isDeleted: true, content: '' });
    const page = await other.client.get(`/api/posts/${postId}/comments`);
    expect(page.body.total).toBe(0);
    expect(page.body.comments[0]).toMatchObject({ isDeleted: true, content: '' });
    expect(page.body.comments[0].replies[0].content).toBe('A reply');
    expect((await other.client.get('/api/feed/home')).body.posts[0].engagement.comments).toBe(0);
  });

  it('keeps an outsider from reading, commenting on or liking a private circle’s post', async () => {
    const owner = await signedInMember();
    const outsider = await signedInMember({ firstName: 'Otis' });
    const circleId = await createCircle(owner.client);
    const postId = await newPost(owner, circleId);
    const top = await comment(owner, postId, 'members only');
    expect((await outsider.client.get(`/api/posts/${postId}/comments`)).status).toBe(404);
    expect((await comment(outsider, postId, 'let me in')).status).toBe(404);
    expect((await comment(outsider, postId, 'sneaky reply', top.body.id)).status).toBe(404);
    expect(
      (await outsider.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: postId })).status,
    ).toBe(404);
    expect(
      (await outsider.client.post('/api/likes/toggle', { likeableType: 'comment', likeableId: top.body.id }))
        .status,
    ).toBe(404);
    expect((await outsider.client.get(`/api/likes/post/${postId}`)).status).toBe(404);
    // Once invited and joined, the same calls work.
    await inviteByEmail(owner.client, circleId, outsider.account.email);
    await outsider.client.post(`/api/circles/${circleId}/join`);
    expect((await outsider.client.get(`/api/posts/${postId}/comments`)).status).toBe(200);
  });
});

describe('likes', () => {
  it('toggles on posts and comments with state and count, shown in feeds and comments', async () => {
    const author = await signedInMember();
    const fan = await signedInMember({ firstName: 'Fin' });
    const postId = await newPost(author);
    const top = await comment(author, postId, 'like me');
    expect(
      (await fan.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: postId })).body,
    ).toEqual({ liked: true, count: 1 });
    expect(
      (await fan.client.post('/api/likes/toggle', { likeableType: 'comment', likeableId: top.body.id })).body,
    ).toEqual({ liked: true, count: 1 });
    const feed = await fan.client.get('/api/feed/home');
    expect(feed.body.posts[0]).toMatchObject({ isLiked: true, engagement: { likes: 1 } });
    expect((await author.client.get('/api/feed/home')).body.posts[0].isLiked).toBe(false);
    const page = await fan.client.get(`/api/posts/${postId}/comments`);
    expect(page.body.comments[0]).toMatchObject({ isLiked: true, likesCount: 1 });
    expect(
      (await fan.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: postId })).body,
    ).toEqual({ liked: false, count: 0 });
    expect((await fan.client.get(`/api/likes/post/${postId}`)).body).toEqual({ liked: false, count: 0 });
  });

  it('200 concurrent toggles from 20 members end with the count equal to the rows, and no error', async () => {
    const author = await signedInMember();
    const postId = await newPost(author);
    const members: Member[] = [];
    for (let i = 0; i < 20; i++) members.push(await signedInMember({ firstName: `Member${i}` }));
    const toggle = (member: Member) =>
      member.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: postId });
    // Half the members like first, so after ten more toggles each, exactly those ten end up liking.
    for (const member of members.slice(10)) await toggle(member);
    const toggles = members.flatMap((member) => Array.from({ length: 10 }, () => toggle(member)));
    const toggleCount = toggles.length;
    const answers = await Promise.all(toggles);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const { context } = await getTestServer();
    const rows = await context.database.db
      .selectFrom('likes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('likeable_id', '=', postId)
      .executeTakeFirstOrThrow();
    const post = await context.database.db
      .selectFrom('posts')
      .select('likes_count')
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(post.likes_count).toBe(Number(rows.n));
    expect(Number(rows.n)).toBe(10);
    expect(toggleCount).toBe(200);
  }, 90_000);
});
