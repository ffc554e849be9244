import { directMessageTexts, messages as specMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { fetchMediaFile } from '../../test/avatars';
import { createCircle } from '../../test/circles';
import { pngBytes } from '../../test/media-fixtures';
import { openEventStream } from '../../test/sse';
import { getTestServer } from '../../test/test-server';
import { upload } from '../../test/uploads';

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function conversationOf(from: Member, to: Member) {
  const started = await from.client.post('/api/messages/conversations', { userId: to.userId });
  expect(started.status).toBe(200);
  return started.body.id as string;
}
const send = (member: Member, conversationId: string, body: unknown) =>
  member.client.post(`/api/messages/conversations/${conversationId}/messages`, body);
const unread = async (member: Member) => (await member.client.get('/api/messages/unread-count')).body.count;
const listOf = async (member: Member) =>
  (await member.client.get('/api/messages/conversations')).body.conversations as {
    id: string;
    other: { userId: string; fullName: string };
    lastMessage: { body: string } | null;
    unreadCount: number;
    otherLastReadId: string;
  }[];

describe('direct messages (issue 40)', () => {
  it('send, list newest first, unread counts, pages, read receipts, delete own', async () => {
    const ana = await signedInMember({ firstName: 'Anabel' });
    const ben = await signedInMember({ firstName: 'Benedikt' });
    const cleo = await signedInMember({ firstName: 'Cleopatra' });
    const withBen = await conversationOf(ana, ben);
    // Both directions open the same conversation; an empty one is not listed.
    expect(await conversationOf(ben, ana)).toBe(withBen);
    expect(await listOf(ben)).toEqual([]);
    const first = await send(ana, withBen, { body: '  Hello Ben  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ body: 'Hello Ben', senderId: ana.userId, image: null });
    for (let n = 1; n <= 4; n++)
      expect((await send(ana, withBen, { body: `Message ${n}` })).status).toBe(201);
    const withCleo = await conversationOf(cleo, ben);
    await send(cleo, withCleo, { body: 'Hi from Cleo' });

    const list = await listOf(ben);
    expect(list.map((c) => c.other.fullName.split(' ')[0])).toEqual(['Cleopatra', 'Anabel']);
    expect(list[1]).toMatchObject({ unreadCount: 5, lastMessage: { body: 'Message 4' } });
    expect(await unread(ben)).toBe(6);
    expect(await unread(ana)).toBe(0);
    // The new-message rows stay out of the notifications list and its count.
    expect((await ben.client.get('/api/notifications')).body.notifications).toEqual([]);
    expect((await ben.client.get('/api/notifications/unread-count')).body.count).toBe(0);

    // Keyset pages, newest first.
    const page1 = await ben.client.get(`/api/messages/conversations/${withBen}/messages?limit=3`);
    expect(page1.body.messages.map((m: { body: string }) => m.body)).toEqual([
      'Message 4',
      'Message 3',
      'Message 2',
    ]);
    const page2 = await ben.client.get(
      `/api/messages/conversations/${withBen}/messages?limit=3&before=${page1.body.nextBefore}`,
    );
    expect(page2.body.messages.map((m: { body: string }) => m.body)).toEqual(['Message 1', 'Hello Ben']);
    expect(page2.body.nextBefore).toBeNull();

    // Read receipt: Ana sees how far Ben read.
    const newest = page1.body.messages[0].id as string;
    const read = await ben.client.post(`/api/messages/conversations/${withBen}/read`, { upToId: newest });
    expect(read.status).toBe(200);
    expect(read.body.unreadCount).toBe(0);
    expect(await unread(ben)).toBe(1);
    expect((await ana.client.get(`/api/messages/conversations/${withBen}`)).body.otherLastReadId).toBe(
      newest,
    );
    // A read mark never goes past the newest message.
    await ben.client.post(`/api/messages/conversations/${withBen}/read`, { upToId: 9_999_999 });
    expect((await ana.client.get(`/api/messages/conversations/${withBen}`)).body.otherLastReadId).toBe(
      newest,
    );

    // Delete: only one's own.
    expect((await ben.client.delete(`/api/messages/${newest}`)).status).toBe(404);
    expect((await ana.client.delete(`/api/messages/${newest}`)).body.message).toBe(
      directMessageTexts.deleted,
    );
    const after = await ben.client.get(`/api/messages/conversations/${withBen}/messages`);
    expect(after.body.messages.map((m: { body: string }) => m.body)).not.toContain('Message 4');

    // A third member cannot read, write or mark the conversation.
    for (const response of [
      await cleo.client.get(`/api/messages/conversations/${withBen}`),
      await cleo.client.get(`/api/messages/conversations/${withBen}/messages`),
      await send(cleo, withBen, { body: 'sneaky' }),
      await cleo.client.post(`/api/messages/conversations/${withBen}/read`, { upToId: 1 }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(directMessageTexts.conversationNotFound);
    }
  });

  it('refuses bad input: empty, too long, oneself, unknown members, foreign photos', async () => {
    const ana = await signedInMember({ firstName: 'Anabel' });
    const ben = await signedInMember({ firstName: 'Benedikt' });
    const withBen = await conversationOf(ana, ben);
    expect((await send(ana, withBen, { body: '   ' })).body.message).toBe(directMessageTexts.emptyMessage);
    expect((await send(ana, withBen, {})).status).toBe(400);
    expect((await send(ana, withBen, { body: 'x'.repeat(2001) })).body.message).toBe(
      directMessageTexts.tooLong,
    );
    expect((await send(ana, withBen, { body: 'x'.repeat(2000) })).status).toBe(201);
    expect((await send(ana, withBen, { body: 42 })).status).toBe(400);
    const self = await ana.client.post('/api/messages/conversations', { userId: ana.userId });
    expect(self.body.message).toBe(directMessageTexts.notYourself);
    const nobody = await ana.client.post('/api/messages/conversations', {
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.status).toBe(404);
    expect((await ana.client.post('/api/messages/conversations', { userId: 'nope' })).status).toBe(400);
    // A malformed conversation id is one that is not there: 404, as for a missing one.
    const malformed = await ana.client.get('/api/messages/conversations/not-a-uuid');
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe(directMessageTexts.conversationNotFound);
    expect((await ana.client.delete('/api/messages/abc')).status).toBe(400);
    // Someone else's upload, or a path that is no upload, is not a photo to send.
    const bensPhoto = await upload(ben.client, 'image', await pngBytes(), 'image/png');
    const foreign = await send(ana, withBen, { imageUrl: bensPhoto.body.url });
    expect(foreign.body.message).toBe(directMessageTexts.photoNotFound);
    expect((await send(ana, withBen, { imageUrl: '/media/posts/x/y.png' })).status).toBe(400);
    // Signed out: the product's words (docs/product.md §Roles).
    const anonymous = await fetch(`${(await getTestServer()).url}/api/messages/conversations`);
    expect(((await anonymous.json()) as { message: string }).message).toBe(specMessages.auth.notLoggedIn);
  });

  it('a photo goes with its message: both members see it, nobody else, and it cannot be reused', async () => {
    const ana = await signedInMember({ firstName: 'Anabel' });
    const ben = await signedInMember({ firstName: 'Benedikt' });
    const cleo = await signedInMember({ firstName: 'Cleopatra' });
    const withBen = await conversationOf(ana, ben);
    const photo = await upload(ana.client, 'image', await pngBytes(), 'image/png');
    const sent = await send(ana, withBen, { body: 'Look', imageUrl: photo.body.url });
    expect(sent.status).toBe(201);
    expect(sent.body.image).toMatchObject({ url: photo.body.url, width: 32, height: 24 });
    expect((await fetchMediaFile(ben.client, photo.body.url)).status).toBe(200);
    expect((await fetchMediaFile(ana.client, photo.body.url)).status).toBe(200);
    expect((await fetchMediaFile(cleo.client, photo.body.url)).status).toBe(404);
    // Already sent: not again, and not as a post's photo.
    expect((await send(ana, withBen, { imageUrl: photo.body.url })).status).toBe(400);
    const post = await ana.client.post('/api/posts', {
      circleId: 'world',
      content: 'x',
      imageUrl: photo.body.url,
    });
    expect(post.status).toBe(400);
    // Nor removed as an unused upload.
    const path = photo.body.url.replace('/media/posts/', '');
    expect((await ana.client.delete(`/api/media/posts/${path}`)).status).toBe(404);
  });

  it('blocks hold both ways, and the privacy setting asks for a shared circle', async () => {
    const ana = await signedInMember({ firstName: 'Anabel' });
    const ben = await signedInMember({ firstName: 'Benedikt' });
    const withBen = await conversationOf(ana, ben);
    await send(ana, withBen, { body: 'Before the block' });
    expect((await ben.client.put(`/api/blocks/members/${ana.userId}`)).status).toBe(200);
    for (const [from, to] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      const start = await from.client.post('/api/messages/conversations', { userId: to.userId });
      expect(start.status).toBe(403);
      expect(start.body.message).toBe(directMessageTexts.cannotMessage);
      const refused = await send(from, withBen, { body: 'still there?' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(directMessageTexts.cannotMessage);
      expect(await unread(from)).toBe(0);
      // Issue #54: the conversation stays readable, read-only, for both; the same answer either way.
      const read = await from.client.get(`/api/messages/conversations/${withBen}/messages`);
      expect(read.status).toBe(200);
      expect(read.body.messages.map((m: { body: string }) => m.body)).toEqual(['Before the block']);
      const seen = await from.client.get(`/api/messages/conversations/${withBen}`);
      expect(seen.body).toMatchObject({ canMessage: false, youBlocked: from === ben });
    }
    // The blocker keeps it listed (to report what was said); the blocked member's list leaves the blocker out.
    expect((await listOf(ben)).map((c) => c.id)).toEqual([withBen]);
    expect(await listOf(ana)).toEqual([]);
    const [message] = (await ben.client.get(`/api/messages/conversations/${withBen}/messages`)).body.messages;
    const report = await ben.client.post('/api/reports', {
      targetType: 'message',
      targetId: message.id,
      reason: 'harassment',
    });
    expect(report.status).toBe(201);
    await ben.client.delete(`/api/blocks/members/${ana.userId}`);
    expect((await send(ana, withBen, { body: 'After the block' })).status).toBe(201);
    expect((await ana.client.get(`/api/messages/conversations/${withBen}`)).body).toMatchObject({
      canMessage: true,
      youBlocked: false,
    });

    // Ben accepts messages only from members sharing a circle with him.
    const cleo = await signedInMember({ firstName: 'Cleopatra' });
    const privacy = await ben.client.put('/api/preferences/message_privacy', { value: 'circle_members' });
    expect(privacy.status).toBe(200);
    expect((await ben.client.put('/api/preferences/message_privacy', { value: 'nobody' })).status).toBe(400);
    const refused = await cleo.client.post('/api/messages/conversations', { userId: ben.userId });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(directMessageTexts.sharedCirclesOnly);
    expect((await send(ana, withBen, { body: 'no shared circle' })).body.message).toBe(
      directMessageTexts.sharedCirclesOnly,
    );
    const circleId = await createCircle(ben.client, { type: 'public' });
    expect((await cleo.client.post(`/api/circles/${circleId}/join`)).status).toBe(200);
    const allowed = await cleo.client.post('/api/messages/conversations', { userId: ben.userId });
    expect(allowed.status).toBe(200);
    expect((await send(cleo, allowed.body.id, { body: 'We share a circle' })).status).toBe(201);
    // Ben himself may still write to anyone.
    expect((await send(ben, withBen, { body: 'I can write to you' })).status).toBe(201);
  });

  it('a suspended member cannot be messaged, as across a block, until the suspension is lifted (issue #57)', async () => {
    const admin = await signedInMember({ firstName: 'Ada' });
    const ana = await signedInMember({ firstName: 'Anabel' });
    const ben = await signedInMember({ firstName: 'Benedikt' });
    const withBen = await conversationOf(ana, ben);
    const suspend = { userId: ben.userId, days: 1, reason: 'Spam' };
    expect((await admin.client.post('/api/moderation/suspensions', suspend)).status).toBe(200);
    const start = await ana.client.post('/api/messages/conversations', { userId: ben.userId });
    expect(start.status).toBe(403);
    expect(start.body.message).toBe(directMessageTexts.cannotMessage);
    const sent = await send(ana, withBen, { body: 'Are you there?' });
    expect(sent.status).toBe(403);
    expect(sent.body.message).toBe(directMessageTexts.cannotMessage);
    expect((await admin.client.delete(`/api/moderation/suspensions/${ben.userId}`)).status).toBe(200);
    expect((await send(ana, withBen, { body: 'Welcome back' })).status).toBe(201);
  });

  it('a new message arrives on the notification stream (replayed after a reconnect), without its text', async () => {
    const { url } = await getTestServer();
    const ana = await signedInMember({ firstName: 'Anabel' });
    const ben = await signedInMember({ firstName: 'Benedikt' });
    const withBen = await conversationOf(ana, ben);
    const stream = openEventStream(`${url}/api/notifications/stream`, { cookie: ben.client.cookieHeader() });
    try {
      expect(await stream.waitFor((event) => event.event === 'ready', 10_000)).toBeDefined();
      await send(ana, withBen, { body: 'A secret' });
      const event = await stream.waitFor((e) => e.event === 'notification', 10_000);
      const delivered = JSON.parse(event?.data ?? '{}');
      expect(delivered).toMatchObject({
        actionUrl: `/messages/${withBen}`,
        title: directMessageTexts.newMessageTitle,
      });
      expect(delivered.message).toContain('Anabel');
      expect(JSON.stringify(delivered)).not.toContain('A secret');
      // Reconnecting from before it replays it.
      const replay = openEventStream(`${url}/api/notifications/stream?lastEventId=${Number(event?.id) - 1}`, {
        cookie: ben.client.cookieHeader(),
      });
      try {
        const again = await replay.waitFor((e) => e.event === 'notification', 10_000);
        expect(again?.id).toBe(event?.id);
      } finally {
        replay.close();
      }
    } finally {
      stream.close();
    }
  });
});
