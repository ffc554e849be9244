import { messages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { buildAccount, latestMailLink, signedInMember, tokenFromLink } from '../test/accounts';
import { TestClient } from '../test/http-client';
import { clearRateLimits } from '../test/test-database';
import { getTestServer, startTestServer } from '../test/test-server';

const newClient = async () => new TestClient((await getTestServer()).url);

describe('accounts', () => {
  it('sign-up → mailbox → verify → sign-in → session → sign-out', async () => {
    const client = await newClient();
    const account = buildAccount({ firstName: 'Grace', lastName: 'Hopper' });
    const signUp = await client.post('/api/auth/sign-up/email', account);
    expect(signUp.status).toBe(200);

    // Unverified: sign-in is refused with the 'not verified' signal the web translates.
    const early = await client.post('/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('EMAIL_NOT_VERIFIED');

    const link = await latestMailLink(account.email, 'Verify');
    expect(link).toMatch(/\/auth\/verify-email\?token=.+&type=signup$/);
    const verify = await client.get(`/api/auth/verify-email?token=${tokenFromLink(link ?? '')}`);
    expect(verify.status).toBe(200);

    const signIn = await client.post('/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(200);
    const setCookie = signIn.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/circles\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      fullName: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      userHandle: 'gracehopper',
      profileCompleted: false,
      manualVerification: false,
      iconCodes: [],
    });

    // New members are in `world` and own a Favorites circle.
    const { context } = await getTestServer();
    const memberships = await context.database.db
      .selectFrom('circle_memberships')
      .innerJoin('circles', 'circles.id', 'circle_memberships.circle_id')
      .select(['circles.id', 'circles.type', 'circle_memberships.status'])
      .where('user_id', '=', me.body.userId)
      .orderBy('circles.type')
      .execute();
    expect(memberships.map((m) => [m.type, m.status])).toEqual([
      ['personal', 'member'],
      ['public', 'member'],
    ]);
    expect(memberships.find((m) => m.type === 'public')?.id).toBe('world');

    const cookieBeforeSignOut = client.cookieHeader();
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);

    // The old cookie, replayed, is refused: the session ended on the server.
    const replay = await newClient();
    replay.setCookieHeader(cookieBeforeSignOut);
    const replayed = await replay.get('/api/me');
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe(messages.auth.notLoggedIn);
  });

  it('refuses a wrong password with the invalid-credentials signal', async () => {
    const { account } = await signedInMember();
    const client = await newClient();
    const response = await client.post('/api/auth/sign-in/email', {
      email: account.email,
      password: 'Wrong1password',
    });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('enforces the SPEC sign-up rules on the server', async () => {
    const client = await newClient();
    const cases: [Partial<ReturnType<typeof buildAccount>>, string][] = [
      [{ password: 'Short1' }, messages.auth.passwordMin],
      [{ password: 'alllowercase1' }, messages.auth.passwordUpper],
      [{ password: 'ALLUPPERCASE1' }, messages.auth.passwordLower],
      [{ password: 'NoDigitsHere' }, messages.auth.passwordNumber],
      [{ firstName: 'Al' }, messages.auth.firstNameMin],
      [{ lastName: 'x'.repeat(51) }, messages.auth.lastNameMax],
      [{ email: 'not-an-email' }, messages.auth.invalidEmail],
    ];
    const { context } = await getTestServer();
    for (const [override, message] of cases) {
      await clearRateLimits(context.database);
      const response = await client.post('/api/auth/sign-up/email', buildAccount(override));
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const users = await context.database.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(0);
  });

  it('answers sign-up for a known email exactly as for a new one (no enumeration)', async () => {
    const { account } = await signedInMember();
    const client = await newClient();
    const fresh = await client.post('/api/auth/sign-up/email', buildAccount());
    const again = await client.post('/api/auth/sign-up/email', { ...buildAccount(), email: account.email });
    expect(again.status).toBe(fresh.status);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(await latestMailLink(account.email, 'already have')).toBeDefined();
  });

  it('resets a password: same answer for known and unknown emails, the link sets a new password', async () => {
    const { account, client: oldSession } = await signedInMember();
    const client = await newClient();
    const known = await client.post('/api/auth/request-password-reset', { email: account.email });
    const unknown = await client.post('/api/auth/request-password-reset', { email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);

    const link = await latestMailLink(account.email, 'Reset');
    expect(link).toMatch(/\/auth\/reset-password\?token=/);
    const reset = await client.post('/api/auth/reset-password', {
      token: tokenFromLink(link ?? ''),
      newPassword: 'Brand9newpass',
    });
    expect(reset.status).toBe(200);
    // Other sessions end when the password changes.
    expect((await oldSession.get('/api/me')).status).toBe(401);
    const oldPassword = await client.post('/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await client.post('/api/auth/sign-in/email', {
      email: account.email,
      password: 'Brand9newpass',
    });
    expect(newPassword.status).toBe(200);
  });

  it('stores passwords as argon2id with at least 46 MiB of memory', async () => {
    // A server in development mode, as an operator's would hash: the test servers' own (NODE_ENV=test) hash with
    // 1 MiB to spare CI's CPU (auth/password.ts).
    const server = await startTestServer({ NODE_ENV: 'development', WRITE_RATE_LIMIT_SCALE: '100' });
    try {
      const account = buildAccount();
      const client = new TestClient(server.url);
      expect((await client.post('/api/auth/sign-up/email', { ...account, name: 'x' })).status).toBe(200);
      const row = await server.context.database.db
        .selectFrom('auth_accounts')
        .innerJoin('users', 'users.id', 'auth_accounts.user_id')
        .select('auth_accounts.password')
        .where('users.email', '=', account.email.toLowerCase())
        .executeTakeFirstOrThrow();
      const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row.password ?? '');
      expect(match).not.toBeNull();
      expect(Number(match?.[1])).toBeGreaterThanOrEqual(46 * 1024);
      expect(Number(match?.[2])).toBeGreaterThanOrEqual(1);
    } finally {
      await server.close();
    }
  });

  it.each([
    [
      'sign-in',
      '/api/auth/sign-in/email',
      5,
      () => ({ email: 'nobody@example.com', password: 'Whatever1x' }),
    ],
    ['sign-up', '/api/auth/sign-up/email', 5, () => buildAccount()],
    ['reset', '/api/auth/request-password-reset', 3, () => ({ email: 'nobody@example.com' })],
  ])('rate-limits %s: %s allows its limit, then answers 429', async (_name, path, limit, body) => {
    const client = await newClient();
    for (let attempt = 1; attempt <= limit; attempt++) {
      const response = await client.post(path, body());
      expect(response.status, `attempt ${attempt}`).not.toBe(429);
    }
    const blocked = await client.post(path, body());
    expect(blocked.status).toBe(429);
  });

  it('rate-limits email verification attempts', async () => {
    const client = await newClient();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await client.get('/api/auth/verify-email?token=bogus')).status).not.toBe(429);
    }
    expect((await client.get('/api/auth/verify-email?token=bogus')).status).toBe(429);
  });
});
