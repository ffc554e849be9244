import { notificationMessages } from '@circles/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { describeOnEachTransport } from '../../test/announcement-transports';
import { createCircle, inviteByEmail } from '../../test/circles';
import { openEventStream } from '../../test/sse';
import { getTestServer } from '../../test/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

const listOf = async (member: Member) =>
  (await member.client.get('/api/notifications')).body.notifications as {
    id: string;
    type: string;
    title: string;
    message: string;
    actionUrl: string | null;
    metadata: { circleId: string | null };
    createdByUser: { fullName: string } | null;
    read: boolean;
  }[];
const unread = async (member: Member) =>
  (await member.client.get('/api/notifications/unread-count')).body.count as number;
const newPost = async (member: Member, circleId = 'world', content = 'News') =>
  (await member.client.post('/api/posts', { circleId, content })).body.id as string;

describe('notification rules', () => {
  it('a comment on your post and a reply to your comment notify, with circle and actor; your own do not', async () => {
    const author = await signedInMember({ firstName: 'Anna' });
    const friend = await signedInMember({ firstName: 'Fritz' });
    const postId = await newPost(author);
    await author.client.post(`/api/posts/${postId}/comments`, { content: 'my own comment' });
    expect(await listOf(author)).toEqual([]);
    const top = await friend.client.post(`/api/posts/${postId}/comments`, { content: 'Nice' });
    const [comment] = await listOf(author);
    expect(comment).toMatchObject({
      type: 'comment',
      title: 'New comment',
      message: 'Fritz Lovelace commented on your post',
      actionUrl: `/circles/world/posts/${postId}`,
      metadata: { circleId: 'world' },
      createdByUser: { fullName: 'Fritz Lovelace' },
      read: false,
    });
    await author.client.post(`/api/posts/${postId}/comments`, { content: 'Thanks', parentId: top.body.id });
    expect((await listOf(friend)).map((n) => [n.type, n.message])).toEqual([
      ['comment', 'Anna Lovelace replied to your comment'],
    ]);
  });

  it('a like notifies once, however often it is toggled', async () => {
    const author = await signedInMember();
    const fan = await signedInMember({ firstName: 'Fiona' });
    const postId = await newPost(author);
    for (let i = 0; i < 5; i++)
      await fan.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: postId });
    const likes = (await listOf(author)).filter((n) => n.type === 'like');
    expect(likes.map((n) => n.message)).toEqual(['Fiona Lovelace liked your post']);
    await author.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: postId });
    expect((await listOf(author)).filter((n) => n.type === 'like')).toHaveLength(1);
  });

  it('a new post notifies the circle’s other members, at most one unread per circle', async () => {
    const owner = await signedInMember({ firstName: 'Olga' });
    const member = await signedInMember({ firstName: 'Mike' });
    const circleId = await createCircle(owner.client, { name: 'Climbers' });
    await inviteByEmail(owner.client, circleId, member.account.email);
    await member.client.post(`/api/circles/${circleId}/join`);
    await newPost(owner, circleId);
    await newPost(owner, circleId);
    const posts = (await listOf(member)).filter((n) => n.type === 'post');
    expect(posts.map((n) => n.message)).toEqual(['Olga Lovelace posted in Climbers']);
    expect((await listOf(owner)).filter((n) => n.type === 'post')).toEqual([]);
    await member.client.post('/api/notifications/read-all');
    await newPost(owner, circleId);
    expect((await listOf(member)).filter((n) => n.type === 'post')).toHaveLength(2);
  });

  it('mentions notify only those who may see the content', async () => {
    const owner = await signedInMember({ firstName: 'Owen' });
    const insider = await signedInMember({ firstName: 'Ida', lastName: 'Inside' });
    const outsider = await signedInMember({ firstName: 'Otto', lastName: 'Outside' });
    const circleId = await createCircle(owner.client);
    await inviteByEmail(owner.client, circleId, insider.account.email);
    await insider.client.post(`/api/circles/${circleId}/join`);
    await newPost(owner, circleId, 'Hey @idainside and @ottooutside');
    expect((await listOf(insider)).filter((n) => n.type === 'mention')).toHaveLength(1);
    expect(await listOf(outsider)).toEqual([]);
    await newPost(owner, 'world', 'Public hello @ottooutside');
    expect((await listOf(outsider)).map((n) => n.type)).toEqual(['mention']);
  });

  it('an invitation notifies the invitee; a comment on a post in a circle its author left does not', async () => {
    const owner = await signedInMember({ firstName: 'Olive' });
    const guest = await signedInMember({ firstName: 'Gus' });
    const circleId = await createCircle(owner.client, { name: 'Secret garden' });
    await inviteByEmail(owner.client, circleId, guest.account.email);
    expect((await listOf(guest)).map((n) => [n.type, n.message, n.actionUrl])).toEqual([
      ['circle_invite', 'Olive Lovelace invited you to join Secret garden', `/circles/${circleId}`],
    ]);
    await guest.client.post(`/api/circles/${circleId}/join`);
    const postId = await newPost(guest, circleId);
    await guest.client.post(`/api/circles/${circleId}/leave`);
    await owner.client.post(`/api/posts/${postId}/comments`, { content: 'still here' });
    expect((await listOf(guest)).filter((n) => n.type === 'comment')).toEqual([]);
  });
});

describe('notifications API', () => {
  it('counts, pages by 20, marks one and all read; only the owner can', async () => {
    const author = await signedInMember();
    const other = await signedInMember({ firstName: 'Odo' });
    const postId = await newPost(author);
    for (let i = 0; i < 23; i++)
      await other.client.post(`/api/posts/${postId}/comments`, { content: `comment ${i}` });
    expect(await unread(author)).toBe(23);
    const first = await author.client.get('/api/notifications?limit=20&offset=0');
    const second = await author.client.get('/api/notifications?limit=20&offset=20');
    expect(first.body.notifications).toHaveLength(20);
    expect(second.body.notifications).toHaveLength(3);
    const target = first.body.notifications[0];
    const foreign = await other.client.post(`/api/notifications/${target.id}/read`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(notificationMessages.notFound);
    expect((await author.client.post(`/api/notifications/${target.id}/read`)).status).toBe(200);
    expect(await unread(author)).toBe(22);
    const unreadOnly = await author.client.get('/api/notifications?unreadOnly=true&limit=50');
    expect(unreadOnly.body.notifications).toHaveLength(22);
    const readOne = (await listOf(author)).find((n) => n.id === target.id);
    expect(readOne?.read).toBe(true);
    await author.client.post('/api/notifications/read-all');
    expect(await unread(author)).toBe(0);
    expect((await other.client.get('/api/notifications')).body.notifications).toEqual([]);
  });
});

describe('live delivery', () => {
  const streams: ReturnType<typeof openEventStream>[] = [];
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  it('pushes a new notification to the member’s open stream, and replays from Last-Event-ID', async () => {
    const server = await getTestServer();
    const author = await signedInMember();
    const friend = await signedInMember({ firstName: 'Flo' });
    const postId = await newPost(author);
    const stream = openEventStream(`${server.url}/api/notifications/stream`, {
      cookie: author.client.cookieHeader(),
    });
    streams.push(stream);
    expect(await stream.waitFor((e) => e.event === 'ready')).toBeDefined();
    await friend.client.post(`/api/posts/${postId}/comments`, { content: 'first' });
    const live = await stream.waitFor((e) => e.event === 'notification');
    expect(live).toBeDefined();
    expect(JSON.parse(live?.data ?? '{}')).toMatchObject({
      type: 'comment',
      message: 'Flo Lovelace commented on your post',
    });
    stream.close();

    // Missed while disconnected: replayed on reconnect from the last id seen; before them, the last seconds' up to
    // that id again (here the first), since one may have come late.
    await friend.client.post(`/api/posts/${postId}/comments`, { content: 'second' });
    await friend.client.post(`/api/posts/${postId}/comments`, { content: 'third' });
    const again = openEventStream(`${server.url}/api/notifications/stream`, {
      cookie: author.client.cookieHeader(),
      'last-event-id': live?.id ?? '0',
    });
    streams.push(again);
    await again.waitFor(() => again.notifications().length >= 3);
    // A fourth comment is the sentinel: the stream sends in order, so anything replayed beyond these came before it.
    await friend.client.post(`/api/posts/${postId}/comments`, { content: 'fourth' });
    await again.waitFor(() => again.notifications().length >= 4);
    const ids = again.notifications().map((n) => Number(n.id));
    expect(ids).toHaveLength(4);
    expect(ids[0]).toBe(Number(live?.id));
    expect(ids.slice(1).every((id) => id > Number(live?.id))).toBe(true);
    expect(ids[3]).toBe(Math.max(...ids));
    // Heartbeats keep the idle stream alive.
    expect(await again.waitFor((e) => e.event === 'ping')).toBeDefined();
  });

  it('refuses a Last-Event-ID that is not a notification id, and replays a gap longer than one page', async () => {
    const server = await getTestServer();
    const member = await signedInMember({ firstName: 'Gus' });
    const streamWith = (lastEventId: string) =>
      fetch(`${server.url}/api/notifications/stream`, {
        headers: { cookie: member.client.cookieHeader(), 'last-event-id': lastEventId },
      });
    for (const wrong of ['1.5', '1e3', '-1', '12abc', '99999999999999999999']) {
      const refused = await streamWith(wrong);
      expect({ wrong, status: refused.status }).toEqual({ wrong, status: 400 });
      await refused.body?.cancel();
    }
    // 250 missed while away: a reconnect from the first gets the 249 after it, past the 200 of one page.
    const { pool } = server.context.database;
    const { rows } = await pool.query<{ id: string }>(
      `insert into notifications (user_id, type, title, message)
       select $1, 'other', 'Note', 'Note ' || n from generate_series(1, 250) as n returning id`,
      [member.userId],
    );
    const first = Math.min(...rows.map((row) => Number(row.id)));
    const stream = openEventStream(`${server.url}/api/notifications/stream`, {
      cookie: member.client.cookieHeader(),
      'last-event-id': String(first),
    });
    streams.push(stream);
    await stream.waitFor(() => stream.notifications().length >= 250, 10_000);
    const ids = stream.notifications().map((n) => Number(n.id));
    // The first again (written seconds ago, up to the last id seen), then the 249 after it.
    expect(ids).toHaveLength(250);
    expect(ids.filter((id) => id > first)).toHaveLength(249);
    expect(ids[0]).toBe(first);
  });

  it('a reconnect gets a notification whose id is below the last one seen, written late; an old one is not sent again', async () => {
    const server = await getTestServer();
    const member = await signedInMember({ firstName: 'Lena' });
    const { pool } = server.context.database;
    const insert = (message: string, age = '0 seconds') =>
      pool
        .query<{ id: string }>(
          `insert into notifications (user_id, type, title, message, created_at)
           values ($1, 'other', 'Note', $2, now() - $3::interval) returning id`,
          [member.userId, message, age],
        )
        .then((result) => Number(result.rows[0]?.id));
    const old = await insert('An hour ago', '1 hour');
    // Two written at once; the browser held the later (its process died before it sent the earlier).
    const earlier = await insert('Earlier');
    const later = await insert('Later');
    const stream = openEventStream(`${server.url}/api/notifications/stream`, {
      cookie: member.client.cookieHeader(),
      'last-event-id': String(later),
    });
    streams.push(stream);
    expect(await stream.waitFor((e) => e.event === 'ready')).toBeDefined();
    // The sentinel, a comment's notification sent live: the stream sends in order, so the replay came before it.
    const friend = await signedInMember({ firstName: 'Sam' });
    const postId = await newPost(member);
    await friend.client.post(`/api/posts/${postId}/comments`, { content: 'sentinel' });
    expect(
      await stream.waitFor((e) => e.event === 'notification' && e.data.includes('commented')),
    ).toBeDefined();
    const ids = stream.notifications().map((n) => Number(n.id));
    expect(ids).toContain(earlier);
    expect(ids).not.toContain(old);
  });

  it('does not deliver other members’ notifications and closes when the session ends', async () => {
    const server = await getTestServer();
    const author = await signedInMember();
    const bystander = await signedInMember({ firstName: 'Bea' });
    const postId = await newPost(author);
    const stream = openEventStream(`${server.url}/api/notifications/stream`, {
      cookie: bystander.client.cookieHeader(),
    });
    streams.push(stream);
    await stream.waitFor((e) => e.event === 'ready');
    await bystander.client.post(`/api/posts/${postId}/comments`, { content: 'hello' });
    // The sentinel: the author answers on the bystander's own post, written after the comment; the stream sends in
    // order, so had the author's notification leaked to this stream, it would have arrived first.
    const ownPostId = await newPost(bystander);
    await author.client.post(`/api/posts/${ownPostId}/comments`, { content: 'hi back' });
    await stream.waitFor((e) => e.event === 'notification');
    expect(stream.notifications()).toHaveLength(1);
    expect(stream.notifications()[0]).toMatchObject({
      type: 'comment',
      message: expect.stringContaining('commented on your post'),
    });
    await bystander.client.post('/api/auth/sign-out');
    await stream.waitFor(() => false, 2000);
    expect(stream.isEnded()).toBe(true);
    const anonymous = await fetch(`${server.url}/api/notifications/stream`);
    expect(anonymous.status).toBe(401);
  });
});

describeOnEachTransport('across processes', (transport) => {
  let stopSecond: (() => void) | undefined;
  afterEach(() => stopSecond?.());

  it('a notification created through one server process reaches a stream held by another', async () => {
    const author = await signedInMember();
    const friend = await signedInMember({ firstName: 'Pia' });
    const postId = await newPost(author);
    const other = await transport.startOtherProcess();
    stopSecond = other.stop;
    const stream = openEventStream(`${other.url}/api/notifications/stream`, {
      cookie: author.client.cookieHeader(),
    });
    await stream.waitFor((e) => e.event === 'ready', 10_000);
    await friend.client.post(`/api/posts/${postId}/comments`, { content: 'from process one' });
    const delivered = await stream.waitFor((e) => e.event === 'notification', 5000);
    stream.close();
    expect(JSON.parse(delivered?.data ?? '{}')).toMatchObject({
      type: 'comment',
      message: 'Pia Lovelace commented on your post',
    });
  }, 30_000);
});
