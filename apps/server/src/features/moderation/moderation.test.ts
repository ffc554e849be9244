import { moderationMessages, type QueueItem, roleMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle } from '../../test/circles';
import { TestClient } from '../../test/http-client';
import { getTestServer } from '../../test/test-server';
import { join, type Member, moderationCast, newPost, notificationsOf, report } from './test-helpers';

const queueItems = async (member: Member) =>
  (await member.client.get('/api/moderation/queue')).body.items as QueueItem[];

describe('reports (issue 17)', () => {
  it('validates reports, refuses duplicates and one’s own content, and hides what the reporter cannot see', async () => {
    await signedInMember({ firstName: 'Admin' });
    const author = await signedInMember({ firstName: 'Arthur' });
    const reporter = await signedInMember({ firstName: 'Rita' });
    const second = await signedInMember({ firstName: 'Sid' });
    const postId = await newPost(author, 'world');

    const anonymous = new TestClient((await getTestServer()).url);
    expect(
      (await anonymous.post('/api/reports', { targetType: 'post', targetId: postId, reason: 'spam' })).status,
    ).toBe(401);
    const noReason = await reporter.client.post('/api/reports', { targetType: 'post', targetId: postId });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(moderationMessages.chooseReason);
    const badType = await report(reporter, 'song', postId);
    expect(badType.body.message).toBe(moderationMessages.chooseTarget);
    const long = await report(reporter, 'post', postId, 'other', 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(moderationMessages.detailsTooLong);
    expect((await report(reporter, 'post', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await report(author, 'post', postId)).body.message).toBe(moderationMessages.ownItem);

    const first = await report(reporter, 'post', postId, 'harassment', '  Keeps insulting people  ');
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(moderationMessages.reported);
    const again = await report(reporter, 'post', postId, 'spam');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(moderationMessages.duplicate);
    expect((await report(second, 'post', postId, 'spam')).status).toBe(201);

    // A private circle's post does not exist for a non-member, reported or not.
    const privateCircle = await createCircle(author.client, { name: 'Secret society', type: 'private' });
    const hidden = await newPost(author, privateCircle);
    expect((await report(reporter, 'post', hidden)).status).toBe(404);
    expect((await report(reporter, 'circle', privateCircle)).status).toBe(201); // its header is public

    // Members and comments are reportable too.
    expect((await report(reporter, 'member', author.userId, 'impersonation')).status).toBe(201);
    expect((await report(reporter, 'member', reporter.userId)).status).toBe(400);
    const comment = await author.client.post(`/api/posts/${postId}/comments`, { content: 'Rude comment' });
    expect((await report(reporter, 'comment', comment.body.id)).status).toBe(201);

    // A plain member has no queue.
    expect((await reporter.client.get('/api/moderation/queue')).status).toBe(403);
  });

  it('groups reports by item, with their reasons and count, for the admin', async () => {
    const admin = await signedInMember({ firstName: 'Admin' });
    const author = await signedInMember({ firstName: 'Arthur', lastName: 'Author' });
    const reporter = await signedInMember({ firstName: 'Rita' });
    const second = await signedInMember({ firstName: 'Sid' });
    const postId = await newPost(author, 'world', 'Buy pills here');
    expect((await author.client.patch(`/api/posts/${postId}`, { content: 'Buy cheap pills' })).status).toBe(
      200,
    );
    expect(
      (await author.client.patch(`/api/posts/${postId}`, { content: 'Buy cheap pills here' })).status,
    ).toBe(200);
    await report(reporter, 'post', postId, 'spam', 'Selling pills');
    await report(second, 'post', postId, 'misinformation');
    const [item] = await queueItems(admin);
    expect(item).toMatchObject({
      targetType: 'post',
      targetId: postId,
      content: 'Buy cheap pills here',
      reportCount: 2,
      author: { fullName: 'Arthur Author' },
    });
    expect(item?.reports.map((entry) => entry.reason)).toEqual(['spam', 'misinformation']);
    expect(item?.reports[0]?.details).toBe('Selling pills');
    // What the author wrote before each edit, newest first: an edit cannot hide what was reported.
    expect(item?.earlierVersions.map((version) => version.content)).toEqual([
      'Buy cheap pills',
      'Buy pills here',
    ]);

    // Dismissed, the item leaves the queue and the reporter may report it again.
    expect(
      (await admin.client.post('/api/moderation/dismiss', { targetType: 'post', targetId: postId })).status,
    ).toBe(200);
    expect(await queueItems(admin)).toEqual([]);
    const twice = await admin.client.post('/api/moderation/dismiss', {
      targetType: 'post',
      targetId: postId,
    });
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe(moderationMessages.nothingOpen);
    expect((await report(reporter, 'post', postId)).status).toBe(201);
  });
});

describe('moderation role matrix (issue 17)', () => {
  it('lets each role reach exactly its actions', async () => {
    const cast = await moderationCast();
    const { circleId, author, reporter, target } = cast;
    const roles = {
      member: cast.reporter,
      otherCircleModerator: cast.otherMod,
      circleOwner: cast.owner,
      circleModerator: cast.circleMod,
      siteModerator: cast.siteMod,
      admin: cast.admin,
    };
    type Role = keyof typeof roles;
    const circleLevel: Role[] = ['circleOwner', 'circleModerator', 'siteModerator', 'admin'];
    const siteLevel: Role[] = ['siteModerator', 'admin'];
    const reportedPost = async () => {
      const postId = await newPost(author, circleId);
      expect((await report(reporter, 'post', postId)).status).toBe(201);
      return postId;
    };

    // List the queue: anyone who moderates something gets 200, but only the items of what they moderate.
    const postId = await reportedPost();
    for (const [role, member] of Object.entries(roles) as [Role, Member][]) {
      const response = await member.client.get('/api/moderation/queue');
      const canList = role !== 'member';
      expect(response.status, `${role} lists the queue`).toBe(canList ? 200 : 403);
      if (!canList) expect(response.body.message).toBe(roleMessages.moderatorsOnly);
      const sees = (response.body.items ?? []).some((item: { targetId: string }) => item.targetId === postId);
      expect(sees, `${role} sees the report`).toBe(circleLevel.includes(role));
    }

    for (const [role, member] of Object.entries(roles) as [Role, Member][]) {
      // Dismiss and remove: a fresh reported post each time, since an allowed action consumes it.
      const toDismiss = await reportedPost();
      const dismissed = await member.client.post('/api/moderation/dismiss', {
        targetType: 'post',
        targetId: toDismiss,
      });
      expect(dismissed.status, `${role} dismisses`).toBe(circleLevel.includes(role) ? 200 : 403);
      const toRemove = await reportedPost();
      const removed = await member.client.post('/api/moderation/remove', {
        targetType: 'post',
        targetId: toRemove,
        reason: 'Off topic',
      });
      expect(removed.status, `${role} removes`).toBe(circleLevel.includes(role) ? 200 : 403);
      // Suspend and read the audit log: site moderators and admins only.
      const suspended = await member.client.post('/api/moderation/suspensions', {
        userId: target.userId,
        days: 3,
        reason: 'Spamming',
      });
      expect(suspended.status, `${role} suspends`).toBe(siteLevel.includes(role) ? 200 : 403);
      expect((await member.client.get('/api/moderation/audit')).status, `${role} reads the audit log`).toBe(
        siteLevel.includes(role) ? 200 : 403,
      );
      expect((await member.client.get('/api/moderation/suspensions')).status).toBe(
        siteLevel.includes(role) ? 200 : 403,
      );
    }

    // Lift: the target is suspended now (by the site moderator and admin above).
    for (const [role, member] of Object.entries(roles) as [Role, Member][]) {
      const lifted = await member.client.delete(`/api/moderation/suspensions/${target.userId}`);
      expect(lifted.status, `${role} lifts`).toBe(siteLevel.includes(role) ? 200 : 403);
      if (siteLevel.includes(role)) {
        // Suspend again for the next allowed role to lift.
        await cast.admin.client.post('/api/moderation/suspensions', {
          userId: target.userId,
          days: 1,
          reason: 'Again',
        });
      }
    }

    // Access flags for the web app.
    expect((await cast.reporter.client.get('/api/moderation/access')).body).toEqual({
      canModerate: false,
      isSiteModerator: false,
      isAdmin: false,
    });
    expect((await cast.circleMod.client.get('/api/moderation/access')).body.canModerate).toBe(true);
    expect((await cast.siteMod.client.get('/api/moderation/access')).body).toMatchObject({
      isSiteModerator: true,
      isAdmin: false,
    });
    expect((await cast.admin.client.get('/api/moderation/access')).body.isAdmin).toBe(true);
  }, 60_000);
});

describe('removing content (issue 17)', () => {
  it('removes a reported post and comment, tells the author why, and logs every action', async () => {
    const admin = await signedInMember({ firstName: 'Ada', lastName: 'Admin' });
    const owner = await signedInMember({ firstName: 'Olive' });
    const author = await signedInMember({ firstName: 'Arthur' });
    const reporter = await signedInMember({ firstName: 'Rita' });
    const circleId = await createCircle(owner.client, { name: 'Garden club', type: 'public' });
    await join(author, circleId);
    await join(reporter, circleId);
    const postId = await newPost(author, circleId, 'Visit my scam shop');
    const otherPost = await newPost(owner, circleId, 'Welcome everyone');
    const comment = await author.client.post(`/api/posts/${otherPost}/comments`, {
      content: 'You are all idiots',
    });
    expect(comment.status).toBe(201);
    await report(reporter, 'post', postId, 'spam');
    await report(reporter, 'comment', comment.body.id, 'harassment');

    const missingReason = await owner.client.post('/api/moderation/remove', {
      targetType: 'post',
      targetId: postId,
      reason: ' ',
    });
    expect(missingReason.status).toBe(400);
    expect(missingReason.body.message).toBe(moderationMessages.reasonRequired);
    // The circle's owner removes the post in their circle.
    const removed = await owner.client.post('/api/moderation/remove', {
      targetType: 'post',
      targetId: postId,
      reason: 'Advertising is not allowed here',
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(moderationMessages.removed);
    expect((await reporter.client.get(`/api/feed/circles/${circleId}/posts/${postId}`)).status).toBe(404);
    expect(
      (
        await admin.client.post('/api/moderation/remove', {
          targetType: 'post',
          targetId: postId,
          reason: 'x',
        })
      ).status,
    ).toBe(404);

    const commentRemoved = await admin.client.post('/api/moderation/remove', {
      targetType: 'comment',
      targetId: comment.body.id,
      reason: 'Be kind to each other',
    });
    expect(commentRemoved.status).toBe(200);
    const thread = await reporter.client.get(`/api/posts/${otherPost}/comments`);
    // Removed as its author's delete removes it: the text is gone from the thread and the count.
    expect(JSON.stringify(thread.body)).not.toContain('You are all idiots');
    expect(thread.body.total).toBe(0);

    const told = await notificationsOf(author);
    expect(told).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'other',
          title: moderationMessages.removedTitle('post'),
          message: moderationMessages.removedMessage('post', 'Advertising is not allowed here'),
        }),
        expect.objectContaining({
          title: moderationMessages.removedTitle('comment'),
          message: 'A moderator removed your comment: Be kind to each other',
        }),
      ]),
    );
    expect(await queueItems(admin)).toEqual([]);

    const audit = await admin.client.get('/api/moderation/audit');
    expect(audit.status).toBe(200);
    expect(audit.body.entries).toEqual([
      expect.objectContaining({
        action: 'remove',
        targetType: 'comment',
        actor: 'Ada Admin',
        summary: 'You are all idiots',
        reason: 'Be kind to each other',
      }),
      expect.objectContaining({
        action: 'remove',
        targetType: 'post',
        targetId: postId,
        summary: 'Visit my scam shop',
        reason: 'Advertising is not allowed here',
      }),
    ]);
  }, 30_000);
});
