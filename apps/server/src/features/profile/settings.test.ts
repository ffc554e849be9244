import { messages, profileMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { getTestServer } from '../../test/test-server';

describe('Profile Settings (PATCH /api/me)', () => {
  it('saves names, handle, bio and the three shown icons; the security icons stay', async () => {
    const ada = await signedInMember({ completeProfile: true });
    const { context } = await getTestServer();
    const securityBefore = await context.database.db
      .selectFrom('user_security_icons')
      .selectAll()
      .where('user_id', '=', ada.userId)
      .executeTakeFirstOrThrow();
    const saved = await ada.client.patch('/api/me', {
      firstName: '  Grace ',
      lastName: 'Hopper',
      userHandle: ' @Grace_H ',
      bio: '  Compilers, COBOL and nanoseconds.  ',
      iconCodes: ['U+1F680', 'U+1F41B', 'U+1F4BB'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      fullName: 'Grace Hopper',
      userHandle: 'grace_h',
      bio: 'Compilers, COBOL and nanoseconds.',
      iconCodes: ['U+1F680', 'U+1F41B', 'U+1F4BB'],
    });
    expect((await ada.client.get('/api/members/grace_h')).body.fullName).toBe('Grace Hopper');
    const securityAfter = await context.database.db
      .selectFrom('user_security_icons')
      .selectAll()
      .where('user_id', '=', ada.userId)
      .executeTakeFirstOrThrow();
    expect(securityAfter).toEqual(securityBefore);
  });

  it.each([
    ['a short first name', { firstName: 'Al' }, messages.auth.firstNameMin],
    ['a long last name', { lastName: 'x'.repeat(51) }, messages.auth.lastNameMax],
    ['a handle with spaces', { userHandle: 'grace hopper' }, profileMessages.handleFormat],
    ['a two-letter handle', { userHandle: 'gh' }, profileMessages.handleFormat],
    ['a bio over 160 characters', { bio: 'x'.repeat(161) }, profileMessages.bioTooLong],
    ['two icons', { iconCodes: ['U+1F680', 'U+1F41B'] }, profileMessages.threeIcons],
    ['a repeated icon', { iconCodes: ['U+1F680', 'U+1F680', 'U+1F4BB'] }, profileMessages.threeIcons],
    [
      'an icon not in the catalogue',
      { iconCodes: ['U+1F680', 'U+1F41B', 'U+10FFFF'] },
      profileMessages.unknownIcon,
    ],
    ['nothing at all', {}, profileMessages.nothingToSave],
  ])('refuses %s with 400 and its message, and changes nothing', async (_label, body, message) => {
    const ada = await signedInMember({ completeProfile: true });
    const before = (await ada.client.get('/api/me')).body;
    // A valid field beside the bad one must not be written either (no partial writes).
    const withValid = Object.keys(body).length > 0 ? { bio: 'Should not be saved', ...body } : body;
    const response = await ada.client.patch('/api/me', withValid);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await ada.client.get('/api/me')).body).toEqual(before);
  });

  it('refuses fields it does not own (email) instead of ignoring them', async () => {
    const ada = await signedInMember();
    const response = await ada.client.patch('/api/me', { email: 'new@example.com' });
    expect(response.status).toBe(400);
  });

  it('says clearly when a handle is taken', async () => {
    const ada = await signedInMember();
    const bea = await signedInMember({ firstName: 'Beatrix' });
    const adaHandle = (await ada.client.get('/api/me')).body.userHandle;
    const response = await bea.client.patch('/api/me', { userHandle: adaHandle.toUpperCase(), bio: 'Hi' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(profileMessages.handleTaken);
    expect(response.body.fieldErrors).toEqual({ userHandle: [profileMessages.handleTaken] });
    expect((await bea.client.get('/api/me')).body.bio).toBe('');
    // Keeping one's own handle is not a clash.
    expect((await ada.client.patch('/api/me', { userHandle: adaHandle })).status).toBe(200);
  });

  it('gives a handle to exactly one of two members claiming it at the same moment', async () => {
    const members = await Promise.all([signedInMember(), signedInMember({ firstName: 'Bea' })]);
    const responses = await Promise.all(
      members.map((m) => m.client.patch('/api/me', { userHandle: 'the_one' })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const { context } = await getTestServer();
    const holders = await context.database.db
      .selectFrom('users')
      .select('id')
      .where('user_handle', '=', 'the_one')
      .execute();
    expect(holders).toHaveLength(1);
  });

  it('is for members only', async () => {
    const { TestClient } = await import('../../test/http-client');
    const anonymous = new TestClient((await getTestServer()).url);
    expect((await anonymous.patch('/api/me', { bio: 'x' })).status).toBe(401);
    expect((await anonymous.get('/api/members/anyone')).status).toBe(401);
  });
});
