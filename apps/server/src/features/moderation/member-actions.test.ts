import { moderationMessages, roleMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';

type Member = Awaited<ReturnType<typeof signedInMember>>;
const suspend = (by: Member, userId: string, days: number | null = 3) =>
  by.client.post('/api/moderation/suspensions', { userId, days, reason: 'Testing' });

// The member actions on a profile (issue #41) call the same endpoints as the report card: these are the cases
// the profile makes easy to try that the queue never offered.
describe('member actions from a profile (issue 41)', () => {
  it('shows a member’s role and suspension to site moderators only', async () => {
    const admin = await signedInMember({ firstName: 'Ada' });
    const moderator = await signedInMember({ firstName: 'Moe' });
    const member = await signedInMember({ firstName: 'Mia' });
    const target = await signedInMember({ firstName: 'Tess' });
    expect(
      (await admin.client.put(`/api/roles/site/${moderator.userId}`, { role: 'moderator' })).status,
    ).toBe(200);
    const standing = (by: Member, userId: string) => by.client.get(`/api/moderation/members/${userId}`);

    expect((await standing(admin, target.userId)).body).toEqual({ role: 'member', suspension: null });
    expect((await standing(moderator, admin.userId)).body).toEqual({ role: 'admin', suspension: null });
    const refused = await standing(member, target.userId);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(roleMessages.moderatorsOnly);
    const unknown = await standing(admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await standing(admin, 'nobody')).status).toBe(400);

    expect((await suspend(moderator, target.userId, 3)).status).toBe(200);
    const suspended = (await standing(admin, target.userId)).body;
    expect(suspended.suspension.reason).toBe('Testing');
    expect(new Date(suspended.suspension.until).getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    expect((await moderator.client.delete(`/api/moderation/suspensions/${target.userId}`)).status).toBe(200);
    expect((await standing(moderator, target.userId)).body.suspension).toBeNull();
  }, 30_000);

  it('refuses what no profile may offer: suspending oneself, an admin, or by a plain member; roles by non-admins', async () => {
    const admin = await signedInMember({ firstName: 'Ada' });
    const otherAdmin = await signedInMember({ firstName: 'Abe' });
    const moderator = await signedInMember({ firstName: 'Moe' });
    const member = await signedInMember({ firstName: 'Mia' });
    const target = await signedInMember({ firstName: 'Tess' });
    expect((await admin.client.put(`/api/roles/site/${otherAdmin.userId}`, { role: 'admin' })).status).toBe(
      200,
    );
    expect(
      (await admin.client.put(`/api/roles/site/${moderator.userId}`, { role: 'moderator' })).status,
    ).toBe(200);

    const onAdmin = await suspend(admin, otherAdmin.userId);
    expect(onAdmin.status).toBe(403);
    expect(onAdmin.body.message).toBe(moderationMessages.cannotSuspendRole);
    const self = await suspend(moderator, moderator.userId);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(moderationMessages.cannotSuspendSelf);
    const byMember = await suspend(member, target.userId);
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe(roleMessages.moderatorsOnly);

    // Lifting: only site moderators, and only a suspension in force.
    expect((await admin.client.delete(`/api/moderation/suspensions/${target.userId}`)).status).toBe(404);
    expect((await suspend(admin, target.userId, null)).status).toBe(200);
    expect((await member.client.delete(`/api/moderation/suspensions/${target.userId}`)).status).toBe(403);

    // Changing a role: admins only, moderators included.
    const byModerator = await moderator.client.put(`/api/roles/site/${member.userId}`, { role: 'moderator' });
    expect(byModerator.status).toBe(403);
    expect(byModerator.body.message).toBe(roleMessages.adminsOnly);
    expect((await admin.client.put(`/api/roles/site/${member.userId}`, { role: 'moderator' })).status).toBe(
      200,
    );
    expect((await admin.client.get(`/api/moderation/members/${member.userId}`)).body.role).toBe('moderator');
  }, 30_000);
});
