import { circleMessages, joinRequestMessages, roleMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle, inviteByEmail } from '../../test/circles';
import type { TestClient } from '../../test/http-client';
import { getTestServer } from '../../test/test-server';

type Notice = { title: string; message: string; actionUrl: string | null };
const notices = async (client: TestClient) =>
  ((await client.get('/api/notifications')).body.notifications ?? []) as Notice[];

/** A private circle owned by Ann with one post, and Ben who only has its link. */
async function privateCircleAndOutsider() {
  await signedInMember({ firstName: 'Site' }); // the first account administers the site: not one of ours
  const owner = await signedInMember({ firstName: 'Ann' });
  const outsider = await signedInMember({ firstName: 'Ben' });
  const circleId = await createCircle(owner.client, { name: 'Quiet readers', type: 'private' });
  const post = await owner.client.post('/api/posts', { circleId, content: 'Members only secret' });
  expect(post.status).toBe(201);
  return { owner, outsider, circleId };
}

const requestsPath = (circleId: string) => `/api/circles/${circleId}/join-requests`;

describe('join requests: what a member with the link sees', () => {
  it('shows a private circle’s header, never its posts, members or media; a random id stays not found', async () => {
    const { outsider, circleId } = await privateCircleAndOutsider();
    const header = await outsider.client.get(`/api/circles/${circleId}`);
    expect(header.status).toBe(200);
    expect(header.body).toMatchObject({
      name: 'Quiet readers',
      type: 'private',
      memberCount: 1,
      isJoined: false,
      isPending: false,
      hasRequested: false,
      viewerRole: null,
      links: null,
      photos: null,
      videos: null,
    });
    for (const path of [`/api/circles/${circleId}/members`, `/api/feed/circles/${circleId}`]) {
      const response = await outsider.client.get(path);
      expect(response.status, path).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain('Members only secret');
    }
    const missing = await outsider.client.get('/api/circles/8d7f1c1e-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(circleMessages.notFound);
    // Not listed anywhere: the link is the only way in.
    const search = await outsider.client.get('/api/circles/discover?q=Quiet');
    expect(JSON.stringify(search.body)).not.toContain(circleId);
    expect(JSON.stringify((await outsider.client.get('/api/circles')).body)).not.toContain(circleId);
  });
});

describe('join requests: asking', () => {
  it('request → pending, a second is refused, withdraw; joining without approval is refused', async () => {
    const { owner, outsider, circleId } = await privateCircleAndOutsider();
    const refusedJoin = await outsider.client.post(`/api/circles/${circleId}/join`);
    expect(refusedJoin.status).toBe(403);
    expect(refusedJoin.body.message).toBe(joinRequestMessages.askToJoin);

    const asked = await outsider.client.post(requestsPath(circleId), { message: 'I run the library' });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ hasRequested: true, isJoined: false, isPending: false });
    expect((await outsider.client.get(`/api/circles/${circleId}`)).body.hasRequested).toBe(true);
    const again = await outsider.client.post(requestsPath(circleId), {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(joinRequestMessages.alreadyRequested);

    // Still not a member, whatever route is tried.
    expect((await outsider.client.post(`/api/circles/${circleId}/join`)).status).toBe(403);
    expect((await outsider.client.get(`/api/circles/${circleId}/members`)).status).toBe(404);
    expect((await owner.client.get(`/api/circles/${circleId}`)).body.memberCount).toBe(1);

    const [notice] = await notices(owner.client);
    expect(notice).toMatchObject({
      title: joinRequestMessages.newRequestTitle,
      message: joinRequestMessages.newRequest('Ben Lovelace', 'Quiet readers'),
      actionUrl: `/circles/${circleId}`,
    });

    const withdrawn = await outsider.client.delete(`${requestsPath(circleId)}/mine`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.hasRequested).toBe(false);
    expect((await owner.client.get(requestsPath(circleId))).body).toEqual([]);
    expect((await outsider.client.delete(`${requestsPath(circleId)}/mine`)).status).toBe(404);
  });

  it('refuses requests to public circles, from members, and overlong messages', async () => {
    const { owner, circleId } = await privateCircleAndOutsider();
    const mine = await owner.client.post(requestsPath(circleId), {});
    expect(mine.body.message).toBe(joinRequestMessages.alreadyMember);
    const open = await createCircle(owner.client, { type: 'public', name: 'Open' });
    const stranger = await signedInMember({ firstName: 'Sue' });
    expect((await stranger.client.post(requestsPath(open), {})).body.message).toBe(
      joinRequestMessages.notPrivate,
    );
    const long = await stranger.client.post(requestsPath(circleId), { message: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(joinRequestMessages.messageTooLong);
    expect((await stranger.client.post(requestsPath('no-such-circle'), {})).status).toBe(404);
  });
});

describe('join requests: deciding', () => {
  it('only the owner, circle moderators and site admins list, approve and reject', async () => {
    const admin = await signedInMember({ firstName: 'Site' });
    const owner = await signedInMember({ firstName: 'Ann' });
    const requester = await signedInMember({ firstName: 'Ben' });
    const member = await signedInMember({ firstName: 'Cid' });
    const elsewhere = await signedInMember({ firstName: 'Dee' });
    const circleId = await createCircle(owner.client, { name: 'Quiet readers' });
    await inviteByEmail(owner.client, circleId, member.account.email);
    expect((await member.client.post(`/api/circles/${circleId}/join`)).status).toBe(200);
    // Dee moderates another circle: that gives her nothing here.
    const other = await createCircle(owner.client, { name: 'Other' });
    await inviteByEmail(owner.client, other, elsewhere.account.email);
    await elsewhere.client.post(`/api/circles/${other}/join`);
    expect(
      (await owner.client.put(`/api/roles/circles/${other}/${elsewhere.userId}`, { role: 'moderator' }))
        .status,
    ).toBe(200);
    expect((await requester.client.post(requestsPath(circleId), { message: 'Hello' })).status).toBe(201);

    for (const [who, client] of [
      ['plain member', member.client],
      ['moderator of another circle', elsewhere.client],
      ['requester', requester.client],
    ] as const) {
      const list = await client.get(requestsPath(circleId));
      expect(list.status, who).toBe(403);
      expect(list.body.message).toBe(joinRequestMessages.reviewersOnly);
      expect((await client.post(`${requestsPath(circleId)}/${requester.userId}/approve`)).status, who).toBe(
        403,
      );
      expect(
        (await client.post(`${requestsPath(circleId)}/${requester.userId}/reject`, {})).status,
        who,
      ).toBe(403);
    }
    const listed = await owner.client.get(requestsPath(circleId));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ userId: requester.userId, fullName: 'Ben Lovelace', message: 'Hello' }),
    ]);
    // A site admin reviews too (the site moderates every circle).
    expect((await admin.client.get(requestsPath(circleId))).status).toBe(200);
  });

  it('approve → member who sees the posts, and is told', async () => {
    const { owner, outsider, circleId } = await privateCircleAndOutsider();
    await outsider.client.post(requestsPath(circleId), {});
    const approved = await owner.client.post(`${requestsPath(circleId)}/${outsider.userId}/approve`);
    expect(approved.status).toBe(200);
    const circle = await outsider.client.get(`/api/circles/${circleId}`);
    expect(circle.body).toMatchObject({ isJoined: true, hasRequested: false, memberCount: 2 });
    const feed = await outsider.client.get(`/api/feed/circles/${circleId}`);
    expect(feed.status).toBe(200);
    expect(JSON.stringify(feed.body)).toContain('Members only secret');
    expect((await notices(outsider.client)).map((n) => n.message)).toContain(
      joinRequestMessages.approvedMessage('Quiet readers'),
    );
    // Decided once: a second approval finds nothing.
    expect((await owner.client.post(`${requestsPath(circleId)}/${outsider.userId}/approve`)).status).toBe(
      404,
    );
  });

  it('reject → not a member, and the reason reaches the requester', async () => {
    const { owner, outsider, circleId } = await privateCircleAndOutsider();
    await outsider.client.post(requestsPath(circleId), {});
    const rejected = await owner.client.post(`${requestsPath(circleId)}/${outsider.userId}/reject`, {
      reason: 'Members of the reading group only',
    });
    expect(rejected.status).toBe(200);
    expect((await outsider.client.get(`/api/circles/${circleId}`)).body).toMatchObject({
      isJoined: false,
      hasRequested: false,
    });
    expect((await outsider.client.get(`/api/circles/${circleId}/members`)).status).toBe(404);
    const [notice] = await notices(outsider.client);
    expect(notice).toMatchObject({
      title: joinRequestMessages.rejectedTitle,
      message: joinRequestMessages.rejectedMessage('Quiet readers', 'Members of the reading group only'),
    });
    expect(notice?.message).toContain('Members of the reading group only');
  });

  it('approving someone both invited and requesting just makes them a member', async () => {
    const { owner, outsider, circleId } = await privateCircleAndOutsider();
    await outsider.client.post(requestsPath(circleId), {});
    await inviteByEmail(owner.client, circleId, outsider.account.email);
    expect((await outsider.client.get(`/api/circles/${circleId}`)).body).toMatchObject({ isPending: true });
    expect((await owner.client.post(`${requestsPath(circleId)}/${outsider.userId}/approve`)).status).toBe(
      200,
    );
    expect((await outsider.client.get(`/api/circles/${circleId}`)).body).toMatchObject({
      isJoined: true,
      isPending: false,
    });
    const { context } = await getTestServer();
    const rows = await context.database.db
      .selectFrom('circle_memberships')
      .select('status')
      .where('circle_id', '=', circleId)
      .where('user_id', '=', outsider.userId)
      .execute();
    expect(rows).toEqual([{ status: 'member' }]);
  });

  it('the owner names a moderator, who then approves; the members list shows the roles', async () => {
    const { owner, outsider, circleId } = await privateCircleAndOutsider();
    const helper = await signedInMember({ firstName: 'Hal' });
    await inviteByEmail(owner.client, circleId, helper.account.email);
    await helper.client.post(`/api/circles/${circleId}/join`);
    await outsider.client.post(requestsPath(circleId), {});
    expect((await helper.client.get(requestsPath(circleId))).status).toBe(403);

    const named = await owner.client.put(`/api/roles/circles/${circleId}/${helper.userId}`, {
      role: 'moderator',
    });
    expect(named.status).toBe(200);
    expect((await helper.client.get(`/api/circles/${circleId}`)).body.viewerRole).toBe('moderator');
    const byMod = await helper.client.put(`/api/roles/circles/${circleId}/${outsider.userId}`, {
      role: 'moderator',
    });
    expect(byMod.body.message).toBe(roleMessages.ownerOnly);
    expect((await helper.client.post(`${requestsPath(circleId)}/${outsider.userId}/approve`)).status).toBe(
      200,
    );

    const members = await outsider.client.get(`/api/circles/${circleId}/members`);
    const roles = Object.fromEntries(
      members.body.map((m: { fullName: string; role: string }) => [m.fullName, m.role]),
    );
    expect(roles).toEqual({ 'Ann Lovelace': 'owner', 'Hal Lovelace': 'moderator', 'Ben Lovelace': 'member' });
  });
});
