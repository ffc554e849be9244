import { roleMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { startTestServer } from '../../test/test-server';

// Every test starts on an empty database: its first member is the first account of a new install.
describe('roles (issue 17)', () => {
  it('makes the first account admin and later ones members', async () => {
    const first = await signedInMember({ firstName: 'First' });
    const second = await signedInMember({ firstName: 'Second' });
    expect((await first.client.get('/api/me')).body.role).toBe('admin');
    expect((await second.client.get('/api/me')).body.role).toBe('member');
  });

  it('lets only admins name site roles, and never leaves the site without an admin', async () => {
    const admin = await signedInMember({ firstName: 'Admin' });
    const member = await signedInMember({ firstName: 'Moira' });
    const other = await signedInMember({ firstName: 'Otto' });

    const refused = await member.client.put(`/api/roles/site/${other.userId}`, { role: 'admin' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(roleMessages.adminsOnly);
    expect(
      (await admin.client.put(`/api/roles/site/${member.userId}`, { role: 'wizard' })).body.message,
    ).toBe(roleMessages.invalidRole);

    expect((await admin.client.put(`/api/roles/site/${member.userId}`, { role: 'moderator' })).status).toBe(
      200,
    );
    expect((await member.client.get('/api/me')).body.role).toBe('moderator');
    // A moderator is not an admin.
    expect((await member.client.put(`/api/roles/site/${other.userId}`, { role: 'moderator' })).status).toBe(
      403,
    );

    const alone = await admin.client.put(`/api/roles/site/${admin.userId}`, { role: 'member' });
    expect(alone.status).toBe(400);
    expect(alone.body.message).toBe(roleMessages.lastAdmin);
    expect((await admin.client.put(`/api/roles/site/${other.userId}`, { role: 'admin' })).status).toBe(200);
    expect((await admin.client.put(`/api/roles/site/${admin.userId}`, { role: 'member' })).status).toBe(200);
    expect((await admin.client.get('/api/me')).body.role).toBe('member');
  });

  it('lets a circle’s owner, and no one else, name its moderators among its members', async () => {
    await signedInMember({ firstName: 'Site' }); // the admin
    const owner = await signedInMember({ firstName: 'Owen' });
    const member = await signedInMember({ firstName: 'Mia' });
    const outsider = await signedInMember({ firstName: 'Oscar' });
    const circle = await owner.client.post('/api/circles', { name: 'Garden club', type: 'public' });
    expect(circle.status).toBe(201);
    const id = circle.body.id as string;
    expect((await member.client.post(`/api/circles/${id}/join`)).status).toBe(200);

    const byMember = await member.client.put(`/api/roles/circles/${id}/${member.userId}`, {
      role: 'moderator',
    });
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe(roleMessages.ownerOnly);
    const notIn = await owner.client.put(`/api/roles/circles/${id}/${outsider.userId}`, {
      role: 'moderator',
    });
    expect(notIn.body.message).toBe(roleMessages.notAMember);
    const ownerStays = await owner.client.put(`/api/roles/circles/${id}/${owner.userId}`, { role: 'member' });
    expect(ownerStays.body.message).toBe(roleMessages.ownerStays);
    expect(
      (await owner.client.put(`/api/roles/circles/${id}/${member.userId}`, { role: 'moderator' })).status,
    ).toBe(200);
    // A circle moderator cannot name others.
    expect(
      (await member.client.put(`/api/roles/circles/${id}/${outsider.userId}`, { role: 'moderator' })).status,
    ).toBe(403);
  });

  it('refuses to make a member the owner blocked a moderator, without revealing who blocked the owner (issue 37)', async () => {
    await signedInMember({ firstName: 'Site' }); // the admin
    const owner = await signedInMember({ firstName: 'Owen' });
    const blocked = await signedInMember({ firstName: 'Boris' });
    const blocker = await signedInMember({ firstName: 'Bea' });
    const circle = await owner.client.post('/api/circles', { name: 'Garden club', type: 'public' });
    const id = circle.body.id as string;
    for (const member of [blocked, blocker])
      expect((await member.client.post(`/api/circles/${id}/join`)).status).toBe(200);

    expect((await owner.client.put(`/api/blocks/members/${blocked.userId}`)).status).toBe(200);
    const refused = await owner.client.put(`/api/roles/circles/${id}/${blocked.userId}`, {
      role: 'moderator',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(roleMessages.blockedMember);
    // A member who blocked the owner is not given away: the owner may still name them.
    expect((await blocker.client.put(`/api/blocks/members/${owner.userId}`)).status).toBe(200);
    expect(
      (await owner.client.put(`/api/roles/circles/${id}/${blocker.userId}`, { role: 'moderator' })).status,
    ).toBe(200);
  });

  it('makes the ADMIN_EMAILS accounts admins', async () => {
    await signedInMember({ firstName: 'Boss' }); // first account: admin anyway
    const named = `named-admin-${Date.now()}@example.com`;
    const server = await startTestServer({ ADMIN_EMAILS: ` ${named.toUpperCase()} , other@example.com` });
    try {
      expect(server.context.config.ADMIN_EMAILS).toEqual([named, 'other@example.com']);
    } finally {
      await server.close();
    }
  });
});
