import { formatSuspensionEnd, moderationMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { describeOnEachTransport } from '../../test/announcement-transports';
import { TestClient } from '../../test/http-client';
import { getTestServer } from '../../test/test-server';

const signIn = async (account: { email: string; password: string }) => {
  const client = new TestClient((await getTestServer()).url);
  const response = await client.post('/api/auth/sign-in/email', {
    email: account.email,
    password: account.password,
  });
  return { client, response };
};

describe('suspensions (issue 17)', () => {
  it('ends a suspended member’s sessions at once, refuses sign-in with the end date, and lifts', async () => {
    const admin = await signedInMember({ firstName: 'Ada' });
    const member = await signedInMember({ firstName: 'Mallory', lastName: 'Spammer' });
    const otherTab = new TestClient((await getTestServer()).url);
    otherTab.setCookieHeader(member.client.cookieHeader());
    expect((await member.client.get('/api/me')).status).toBe(200); // now in the session cache
    expect((await otherTab.get('/api/me')).status).toBe(200);

    const invalid = await admin.client.post('/api/moderation/suspensions', {
      userId: member.userId,
      days: 0,
      reason: 'x',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(moderationMessages.invalidDays);
    const self = await admin.client.post('/api/moderation/suspensions', {
      userId: admin.userId,
      days: 1,
      reason: 'x',
    });
    expect(self.body.message).toBe(moderationMessages.cannotSuspendSelf);

    const before = Date.now();
    const suspended = await admin.client.post('/api/moderation/suspensions', {
      userId: member.userId,
      days: 7,
      reason: 'Posting spam',
    });
    expect(suspended.status).toBe(200);
    // Within the session cache's minute: only ending the sessions can refuse these.
    expect((await member.client.get('/api/me')).status).toBe(401);
    expect((await otherTab.get('/api/me')).status).toBe(401);

    const refused = await signIn(member.account);
    expect(refused.response.status).toBe(403);
    const list = await admin.client.get('/api/moderation/suspensions');
    const until = list.body.suspensions[0].until as string;
    expect(new Date(until).getTime()).toBeGreaterThanOrEqual(before + 7 * 86_400_000 - 1000);
    expect(refused.response.body.message).toBe(moderationMessages.suspendedUntil(until));
    expect(refused.response.body.message).toContain(formatSuspensionEnd(until));
    expect((await refused.client.get('/api/me')).status).toBe(401);
    expect(list.body.suspensions[0]).toMatchObject({
      reason: 'Posting spam',
      member: { fullName: 'Mallory Spammer' },
    });

    // For good.
    await admin.client.post('/api/moderation/suspensions', {
      userId: member.userId,
      days: null,
      reason: 'Again',
    });
    expect((await signIn(member.account)).response.body.message).toBe(moderationMessages.suspendedForGood);

    expect((await admin.client.delete(`/api/moderation/suspensions/${member.userId}`)).status).toBe(200);
    const notAgain = await admin.client.delete(`/api/moderation/suspensions/${member.userId}`);
    expect(notAgain.status).toBe(404);
    expect(notAgain.body.message).toBe(moderationMessages.notSuspended);
    const back = await signIn(member.account);
    expect(back.response.status).toBe(200);
    expect((await back.client.get('/api/me')).status).toBe(200);

    const audit = (await admin.client.get('/api/moderation/audit')).body.entries as {
      action: string;
      reason: string;
    }[];
    expect(audit.map((entry) => entry.action)).toEqual(['lift', 'suspend', 'suspend']);
    expect(audit[2]?.reason).toBe('Posting spam');
  }, 30_000);

  it('lets a site moderator suspend members but not moderators or admins', async () => {
    const admin = await signedInMember({ firstName: 'Ada' });
    const moderator = await signedInMember({ firstName: 'Moe' });
    const otherModerator = await signedInMember({ firstName: 'Max' });
    for (const id of [moderator.userId, otherModerator.userId])
      expect((await admin.client.put(`/api/roles/site/${id}`, { role: 'moderator' })).status).toBe(200);
    const suspend = (by: typeof admin, userId: string) =>
      by.client.post('/api/moderation/suspensions', { userId, days: 1, reason: 'Testing' });
    const onAdmin = await suspend(moderator, admin.userId);
    expect(onAdmin.status).toBe(403);
    expect(onAdmin.body.message).toBe(moderationMessages.cannotSuspendRole);
    expect((await suspend(moderator, otherModerator.userId)).status).toBe(403);
    expect((await suspend(admin, otherModerator.userId)).status).toBe(200);
    expect((await otherModerator.client.get('/api/me')).status).toBe(401);
  }, 30_000);
});

describeOnEachTransport('suspensions across processes', (transport) => {
  it('a suspension through one process ends the member’s session in another at once', async () => {
    const admin = await signedInMember({ firstName: 'Ada' });
    const member = await signedInMember({ firstName: 'Mallory' });
    const other = await transport.startOtherProcess();
    try {
      const replay = new TestClient(other.url);
      replay.setCookieHeader(member.client.cookieHeader());
      expect((await replay.get('/api/me')).status).toBe(200); // now cached in the other process
      const suspended = await admin.client.post('/api/moderation/suspensions', {
        userId: member.userId,
        days: 2,
        reason: 'Spam',
      });
      expect(suspended.status).toBe(200);
      // Well inside the cache's 15 s: only the announcement can make the other process refuse it.
      let status = 200;
      for (let i = 0; i < 20 && status === 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await replay.get('/api/me')).status;
      }
      expect(status).toBe(401);
      // Nor can the member sign in through the other process.
      const fresh = new TestClient(other.url);
      const refused = await fresh.post('/api/auth/sign-in/email', {
        email: member.account.email,
        password: member.account.password,
      });
      expect(refused.status).toBe(403);
    } finally {
      other.stop();
    }
  }, 40_000);
});
