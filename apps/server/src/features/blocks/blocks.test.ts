import { blockMessages, profileMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { openEventStream } from '../../test/sse';
import { getTestServer } from '../../test/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

const handleOf = async (member: Member) => (await member.client.get('/api/me')).body.userHandle as string;
const contents = (page: { posts: { content: string }[] }) => page.posts.map((post) => post.content);
const notificationsOf = async (member: Member) =>
  (await member.client.get('/api/notifications')).body.notifications as { message: string; title: string }[];

describe('blocks (issue 17)', () => {
  it('a blocked member reaches the blocker through no route, and the blocker sees nothing of them', async () => {
    const { url } = await getTestServer();
    const ana = await signedInMember({ firstName: 'Anabel', completeProfile: true });
    const ben = await signedInMember({ firstName: 'Benedikt', completeProfile: true });
    const cleo = await signedInMember({ firstName: 'Cleopatra', completeProfile: true });
    const [anaHandle, benHandle] = [await handleOf(ana), await handleOf(ben)];
    const tag = `zebu${Date.now().toString(36)}`;

    const anaPost = await ana.client.post('/api/posts', { circleId: 'world', content: `${tag} from Ana` });
    const benPost = await ben.client.post('/api/posts', { circleId: 'world', content: `${tag} from Ben` });
    const cleoPost = await cleo.client.post('/api/posts', { circleId: 'world', content: `${tag} from Cleo` });
    const anaComment = await ana.client.post(`/api/posts/${cleoPost.body.id}/comments`, {
      content: 'Ana here',
    });
    await ben.client.post(`/api/posts/${cleoPost.body.id}/comments`, { content: 'Ben here' });
    const benCircle = await ben.client.post('/api/circles', { name: 'Ben’s club', type: 'private' });
    // An invitation from before the block goes with it.
    await ben.client.post(`/api/circles/${benCircle.body.id}/invitations`, { userIds: [ana.userId] });

    expect((await ana.client.put(`/api/blocks/members/${ana.userId}`)).body.message).toBe(
      blockMessages.notYourself,
    );
    const blocked = await ana.client.put(`/api/blocks/members/${ben.userId}`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.members.map((member: { userId: string }) => member.userId)).toEqual([ben.userId]);
    const anaCircles = (await ana.client.get('/api/circles')).body as { id: string; isPending?: boolean }[];
    expect(anaCircles.some((circle) => circle.id === benCircle.body.id)).toBe(false);

    const stream = openEventStream(`${url}/api/notifications/stream`, { cookie: ana.client.cookieHeader() });
    expect(await stream.waitFor((event) => event.event === 'ready', 10_000)).toBeDefined();
    try {
      // Feeds and search, both ways.
      const benHome = contents((await ben.client.get('/api/feed/home')).body);
      expect(benHome).toContain(`${tag} from Cleo`);
      expect(benHome).not.toContain(`${tag} from Ana`);
      expect(contents((await ana.client.get('/api/feed/home')).body)).not.toContain(`${tag} from Ben`);
      expect(contents((await ben.client.get('/api/feed/circles/world')).body)).not.toContain(
        `${tag} from Ana`,
      );
      const found = contents((await ben.client.get(`/api/feed/search?q=${tag}`)).body);
      expect(found).toEqual(expect.arrayContaining([`${tag} from Cleo`, `${tag} from Ben`]));
      expect(found).not.toContain(`${tag} from Ana`);
      const people = (await ben.client.get('/api/members?q=Anabel')).body.members as { userId: string }[];
      expect(people.map((member) => member.userId)).not.toContain(ana.userId);

      // Profile, post detail, comments, likes, shares, invitations.
      expect((await ben.client.get(`/api/members/${anaHandle}`)).body.message).toBe(
        profileMessages.memberNotFound,
      );
      expect((await ana.client.get(`/api/members/${benHandle}`)).status).toBe(404);
      expect((await ben.client.get(`/api/feed/circles/world/posts/${anaPost.body.id}`)).status).toBe(404);
      expect((await ana.client.get(`/api/feed/circles/world/posts/${benPost.body.id}`)).status).toBe(404);
      expect(
        (await ben.client.post(`/api/posts/${anaPost.body.id}/comments`, { content: 'hi' })).status,
      ).toBe(404);
      expect((await ben.client.get(`/api/posts/${anaPost.body.id}/comments`)).status).toBe(404);
      const like = await ben.client.post('/api/likes/toggle', {
        likeableType: 'post',
        likeableId: anaPost.body.id,
      });
      expect(like.status).toBe(404);
      const likeComment = await ben.client.post('/api/likes/toggle', {
        likeableType: 'comment',
        likeableId: anaComment.body.id,
      });
      expect(likeComment.status).toBe(404);
      const reply = await ben.client.post(`/api/posts/${cleoPost.body.id}/comments`, {
        content: 'a reply',
        parentId: anaComment.body.id,
      });
      expect(reply.status).toBe(404);
      expect((await ben.client.post(`/api/posts/${anaPost.body.id}/shares`)).status).toBe(404);
      const invite = await ben.client.post(`/api/circles/${benCircle.body.id}/invitations`, {
        userIds: [ana.userId],
      });
      expect(invite.status).toBe(403);
      expect(invite.body.message).toBe(blockMessages.cannotInvite);
      const threadForBen = (await ben.client.get(`/api/posts/${cleoPost.body.id}/comments`)).body
        .comments as {
        content: string;
      }[];
      expect(threadForBen.map((comment) => comment.content)).toEqual(['Ben here']);
      const threadForAna = (await ana.client.get(`/api/posts/${cleoPost.body.id}/comments`)).body
        .comments as {
        content: string;
      }[];
      expect(threadForAna.map((comment) => comment.content)).toEqual(['Ana here']);

      // Mentions and comments on a third member's post notify nobody across the block, live or later.
      await ben.client.post('/api/posts', { circleId: 'world', content: `Hey @${anaHandle} look` });
      await ben.client.post(`/api/posts/${cleoPost.body.id}/comments`, { content: `@${anaHandle} see this` });
      await cleo.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: anaPost.body.id });
      // Cleo's like arrives (so the stream works); nothing from Ben does. Her like, written after Ben's mention and
      // comment, is the sentinel: the stream sends in order, so a leak of Ben's would have arrived before it.
      expect(await stream.waitFor((event) => event.event === 'notification', 5000)).toBeDefined();
      const live = stream.notifications() as { message: string }[];
      expect(live.some((n) => n.message.includes('Benedikt'))).toBe(false);
      const stored = await notificationsOf(ana);
      expect(stored.some((n) => n.message.includes('Cleopatra'))).toBe(true);
      expect(stored.some((n) => n.message.includes('Benedikt'))).toBe(false);
    } finally {
      stream.close();
    }

    // Unblocked: each sees the other again (the invitation stays gone).
    expect((await ana.client.delete(`/api/blocks/members/${ben.userId}`)).body.members).toEqual([]);
    expect(contents((await ben.client.get('/api/feed/home')).body)).toContain(`${tag} from Ana`);
    expect((await ben.client.get(`/api/members/${anaHandle}`)).status).toBe(200);
  });
});
