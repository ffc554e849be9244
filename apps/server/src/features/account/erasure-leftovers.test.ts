import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle } from '../../test/circles';
import { getTestServer } from '../../test/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function erase(member: Member) {
  expect((await member.client.post('/api/me/deletion', { password: member.account.password })).status).toBe(
    200,
  );
  const { account } = await getTestServer();
  await account.eraseDue(new Date(Date.now() + 8 * 24 * 3600 * 1000));
}

async function join(member: Member, circleId: string) {
  expect((await member.client.post(`/api/circles/${circleId}/join`)).status).toBe(200);
}

const circleRow = async (circleId: string) => {
  const { context } = await getTestServer();
  return context.database.db
    .selectFrom('circles')
    .select('owner_id')
    .where('id', '=', circleId)
    .executeTakeFirst();
};

const roleIn = async (circleId: string, userId: string) => {
  const { context } = await getTestServer();
  const row = await context.database.db
    .selectFrom('circle_memberships')
    .select('role')
    .where('circle_id', '=', circleId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role;
};

/** Issue #37: what an erasure used to leave behind. */
describe('erasure leftovers', () => {
  it('hands each circle the member created to its oldest moderator, else its oldest member, or closes it', async () => {
    const leaving = await signedInMember({ firstName: 'Lars' });
    const early = await signedInMember({ firstName: 'Erin' });
    const moderator = await signedInMember({ firstName: 'Milo' });
    const garden = await createCircle(leaving.client, { name: 'Garden club', type: 'public' });
    const chess = await createCircle(leaving.client, { name: 'Chess club', type: 'public' });
    const empty = await createCircle(leaving.client, { name: 'Quiet club', type: 'public' });
    await join(early, garden);
    await join(moderator, garden);
    await join(early, chess);
    const named = await leaving.client.put(`/api/roles/circles/${garden}/${moderator.userId}`, {
      role: 'moderator',
    });
    expect(named.status).toBe(200);

    await erase(leaving);

    expect(await circleRow(garden)).toEqual({ owner_id: moderator.userId });
    expect(await roleIn(garden, moderator.userId)).toBe('owner');
    expect(await circleRow(chess)).toEqual({ owner_id: early.userId });
    expect(await roleIn(chess, early.userId)).toBe('owner');
    expect(await circleRow(empty)).toBeUndefined();
    // The heir runs the circle: it names a moderator.
    expect(
      (await moderator.client.put(`/api/roles/circles/${garden}/${early.userId}`, { role: 'moderator' }))
        .status,
    ).toBe(200);
  });

  it("reads 'Deleted member' in others' notifications, and keeps the member's reports without sender or text", async () => {
    const admin = await signedInMember({ firstName: 'Ada', lastName: 'Admin' });
    const siteMod = await signedInMember({ firstName: 'Sam', lastName: 'Sitemod' });
    expect((await admin.client.put(`/api/roles/site/${siteMod.userId}`, { role: 'moderator' })).status).toBe(
      200,
    );
    const leaving = await signedInMember({ firstName: 'Lars', lastName: 'Larsson' });
    const staying = await signedInMember({ firstName: 'Stina' });
    const post = await staying.client.post('/api/posts', { circleId: 'world', content: 'Staying here' });
    expect(post.status).toBe(201);
    expect(
      (await leaving.client.post(`/api/posts/${post.body.id}/comments`, { content: 'Nice one' })).status,
    ).toBe(201);
    const reported = await leaving.client.post('/api/reports', {
      targetType: 'post',
      targetId: post.body.id,
      reason: 'spam',
      details: 'Lars knows the secret story',
    });
    expect(reported.status).toBe(201);
    const before = await staying.client.get('/api/notifications');
    expect(before.body.notifications[0].message).toBe('Lars Larsson commented on your post');

    await erase(leaving);

    const after = await staying.client.get('/api/notifications');
    expect(after.body.notifications[0].message).toBe('Deleted member commented on your post');
    expect(after.body.notifications[0].createdByUser.fullName).toBe('Deleted member');
    expect(JSON.stringify(after.body)).not.toContain('Lars');

    const { context } = await getTestServer();
    const report = await context.database.db
      .selectFrom('reports')
      .select(['reporter_id', 'details', 'status'])
      .where('id', '=', reported.body.id)
      .executeTakeFirstOrThrow();
    expect(report).toEqual({ reporter_id: null, details: null, status: 'open' });
    const queue = await siteMod.client.get('/api/moderation/queue');
    expect(queue.status).toBe(200);
    expect(JSON.stringify(queue.body)).toContain(post.body.id);
    expect(JSON.stringify(queue.body)).not.toContain('secret story');
  });
});
