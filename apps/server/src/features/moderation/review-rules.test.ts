import { moderationMessages, type QueueItem } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import type { ModerationActionsRepository } from './actions-repository';
import type { ModerationRepository } from './repository';
import { createModerationService } from './service';
import { type Member, moderationCast, newPost, report } from './test-helpers';

const queueIds = async (member: Member) =>
  ((await member.client.get('/api/moderation/queue')).body.items as QueueItem[]).map((item) => item.targetId);
const dismiss = (member: Member, targetType: string, targetId: string) =>
  member.client.post('/api/moderation/dismiss', { targetType, targetId });
const remove = (member: Member, targetId: string) =>
  member.client.post('/api/moderation/remove', { targetType: 'post', targetId, reason: 'Off topic' });

describe('who reviews a report (issue 37)', () => {
  it('the circle’s owner and moderators never review the owner’s content or the circle; site moderators do', async () => {
    const { owner, circleMod, siteMod, reporter, author, circleId } = await moderationCast();
    const ownerPost = await newPost(owner, circleId, 'The owner’s post');
    const ownerComment = await owner.client.post(`/api/posts/${ownerPost}/comments`, { content: 'Mine too' });
    const authorPost = await newPost(author, circleId, 'A member’s post');
    expect((await report(reporter, 'post', ownerPost)).status).toBe(201);
    expect((await report(reporter, 'comment', ownerComment.body.id)).status).toBe(201);
    expect((await report(reporter, 'circle', circleId)).status).toBe(201);
    expect((await report(reporter, 'post', authorPost)).status).toBe(201);

    // The queues: the owner and the circle moderator see the member's post only.
    expect(await queueIds(owner)).toEqual([authorPost]);
    expect(await queueIds(circleMod)).toEqual([authorPost]);
    expect(await queueIds(siteMod)).toEqual([ownerPost, ownerComment.body.id, circleId, authorPost]);

    // The owner cannot make the reports about their post, comment or circle go away.
    for (const [type, id] of [
      ['post', ownerPost],
      ['comment', ownerComment.body.id],
      ['circle', circleId],
    ] as const) {
      const refused = await dismiss(owner, type, id);
      expect(refused.status, `owner dismisses ${type}`).toBe(403);
      expect(refused.body.message).toBe(moderationMessages.ownReport);
    }
    // Nor can their circle moderator, who cannot act against the owner either.
    for (const [type, id] of [
      ['post', ownerPost],
      ['circle', circleId],
    ] as const) {
      const refused = await dismiss(circleMod, type, id);
      expect(refused.status, `circle moderator dismisses ${type}`).toBe(403);
      expect(refused.body.message).toBe(moderationMessages.siteModeratorsReview);
    }
    const removal = await remove(circleMod, ownerPost);
    expect(removal.status).toBe(403);
    expect(removal.body.message).toBe(moderationMessages.siteModeratorsReview);
    expect((await owner.client.get(`/api/feed/circles/${circleId}/posts/${ownerPost}`)).status).toBe(200);

    // The site moderators still have all three, and decide.
    expect((await dismiss(siteMod, 'circle', circleId)).status).toBe(200);
    expect((await remove(siteMod, ownerPost)).status).toBe(200);
    // The circle's moderators keep the member's post.
    expect((await dismiss(circleMod, 'post', authorPost)).status).toBe(200);
  }, 60_000);

  it('nobody reviews a report about their own content, site moderators included', async () => {
    const { admin, owner, circleMod, siteMod, reporter, circleId } = await moderationCast();
    const modPost = await newPost(circleMod, circleId, 'The circle moderator’s post');
    const sitePost = await newPost(siteMod, 'world', 'The site moderator’s post');
    expect((await report(reporter, 'post', modPost)).status).toBe(201);
    expect((await report(reporter, 'post', sitePost)).status).toBe(201);

    expect(await queueIds(circleMod)).not.toContain(modPost);
    expect(await queueIds(siteMod)).not.toContain(sitePost);
    for (const [member, postId] of [
      [circleMod, modPost],
      [siteMod, sitePost],
    ] as const) {
      const dismissed = await dismiss(member, 'post', postId);
      expect(dismissed.status).toBe(403);
      expect(dismissed.body.message).toBe(moderationMessages.ownReport);
      expect((await remove(member, postId)).status).toBe(403);
    }
    // Someone else does: the circle's owner for the moderator's post, an admin for the site moderator's.
    expect(await queueIds(owner)).toContain(modPost);
    expect((await dismiss(owner, 'post', modPost)).status).toBe(200);
    expect((await dismiss(admin, 'post', sitePost)).status).toBe(200);
  }, 60_000);

  it('two moderators dismissing at once: one is told it is done, the other that it was already closed', async () => {
    const { admin, siteMod, reporter, author, circleId } = await moderationCast();
    const postId = await newPost(author, circleId);
    expect((await report(reporter, 'post', postId)).status).toBe(201);
    const answers = await Promise.all([dismiss(admin, 'post', postId), dismiss(siteMod, 'post', postId)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([404, 409]).toContain(statuses[1]);
    const late = answers.find((answer) => answer.status !== 200);
    expect([moderationMessages.alreadyClosed, moderationMessages.nothingOpen]).toContain(late?.body.message);
    // And again afterwards: nothing open, said plainly.
    const again = await dismiss(admin, 'post', postId);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(moderationMessages.nothingOpen);
  }, 60_000);

  it('a dismiss whose reports another moderator closed in between says so (409), not "dismissed"', async () => {
    const open = {
      target_type: 'post' as const,
      target_id: '00000000-0000-4000-8000-000000000001',
      circle_id: 'world',
      target_owner_id: '00000000-0000-4000-8000-000000000002',
      circle_owner_id: null,
      reason: 'spam' as const,
      details: null,
      created_at: new Date(),
    };
    const none = async () => [];
    const repository = {
      listOpenReportsAbout: async () => [open],
      findPosts: none,
      findPostEdits: none,
      findComments: none,
      findMembers: none,
      findCircles: none,
      findListings: none,
      findMessages: none,
    } as unknown as ModerationRepository;
    // The other moderator's transaction closed every open report first: this one closes none.
    const actions = { dismiss: async () => false } as unknown as ModerationActionsRepository;
    const service = createModerationService({
      repository,
      actions,
      roles: { moderatesCircle: async () => true } as never,
      posts: {} as never,
      comments: {} as never,
      circles: {} as never,
      listings: {} as never,
      sessionsEnded: async () => undefined,
    });
    const late = service.dismiss('00000000-0000-4000-8000-000000000003', {
      targetType: 'post',
      targetId: open.target_id,
    });
    await expect(late).rejects.toMatchObject({ status: 409, message: moderationMessages.alreadyClosed });
  });
});
