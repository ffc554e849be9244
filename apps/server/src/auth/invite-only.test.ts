import { inviteOnlyMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { buildAccount, latestMailLink, signedInMember } from '../test/accounts';
import { TestClient } from '../test/http-client';
import { clearRateLimits } from '../test/test-database';
import { getTestServer, startTestServer } from '../test/test-server';

const signUp = (client: TestClient, account: ReturnType<typeof buildAccount>) =>
  client.post('/api/auth/sign-up/email', { ...account, name: 'ignored' });

const accountsNamed = async (email: string) => {
  const { context } = await getTestServer();
  return context.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
};

// INVITE_ONLY (issue #41): `/` says 'Invite only for now' only when sign-up really needs an invitation.
describe('invite-only mode (issue 41)', () => {
  it('off (the default): anyone signs up, and the policy says so', async () => {
    const { url } = await getTestServer();
    const client = new TestClient(url);
    expect((await client.get('/api/auth/sign-up-policy')).body).toEqual({ inviteOnly: false });
    await signedInMember({ firstName: 'First' }); // the admin
    const account = buildAccount();
    expect((await signUp(client, account)).status).toBe(200);
    expect(await latestMailLink(account.email, 'Verify')).toBeDefined();
  });

  it('on: a sign-up without an invitation is refused before anything is written or mailed', async () => {
    await signedInMember({ firstName: 'First' }); // the admin of this install
    const known = await signedInMember({ firstName: 'Known' });
    const adminEmail = `invited-admin-${Date.now()}@example.com`;
    const server = await startTestServer({ INVITE_ONLY: 'true', ADMIN_EMAILS: adminEmail });
    try {
      await clearRateLimits(server.context.database);
      const client = new TestClient(server.url);
      expect((await client.get('/api/auth/sign-up-policy')).body).toEqual({ inviteOnly: true });

      const stranger = buildAccount();
      const refused = await signUp(client, stranger);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: inviteOnlyMessages.signUpClosed, code: 'INVITE_ONLY' });
      expect(await accountsNamed(stranger.email)).toEqual([]);
      expect(await latestMailLink(stranger.email)).toBeUndefined();
      // A known address gets the same answer (no enumeration), and no mail.
      const again = await signUp(client, { ...buildAccount(), email: known.account.email });
      expect(again.status).toBe(403);
      expect(again.body.message).toBe(inviteOnlyMessages.signUpClosed);
      // docs/product.md §Validation's own messages still come first for invalid input.
      expect((await signUp(client, { ...buildAccount(), password: 'short' })).status).toBe(400);

      // The operator's invitation, ADMIN_EMAILS, still signs up (and members sign in as before).
      const invited = buildAccount({ email: adminEmail.toUpperCase() });
      expect((await signUp(client, invited)).status).toBe(200);
      expect(await accountsNamed(adminEmail)).toHaveLength(1);
      expect(await latestMailLink(adminEmail, 'Verify')).toBeDefined();
      const signIn = await client.post('/api/auth/sign-in/email', {
        email: known.account.email,
        password: known.account.password,
      });
      expect(signIn.status).toBe(200);
    } finally {
      await server.close();
    }
  }, 30_000);

  it('on: the first account of a new install is its admin, so it may sign up', async () => {
    const server = await startTestServer({ INVITE_ONLY: 'true' });
    try {
      await clearRateLimits(server.context.database);
      const client = new TestClient(server.url);
      const first = buildAccount();
      expect((await signUp(client, first)).status).toBe(200);
      expect((await signUp(client, buildAccount())).status).toBe(403);
    } finally {
      await server.close();
    }
  }, 30_000);
});
