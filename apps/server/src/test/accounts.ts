import { expect } from 'vitest';
import { TestClient } from './http-client';
import { clearRateLimits } from './test-database';
import { getTestServer } from './test-server';

let sequence = 0;

export type AccountOverrides = { firstName?: string; lastName?: string; email?: string; password?: string };

/** Valid sign-up input with unique email; override any field (factory with overrides). */
export function buildAccount(overrides: AccountOverrides = {}) {
  sequence += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `member${sequence}-${Date.now()}@example.com`,
    password: 'Correct1horse',
    ...overrides,
  };
}

/** The newest link mailed to an address through the dev outbox. */
export async function latestMailLink(email: string, subjectPart?: string) {
  const { context } = await getTestServer();
  let query = context.database.db
    .selectFrom('dev_mailbox')
    .select(['link', 'subject'])
    .where('to_address', '=', email.toLowerCase())
    .orderBy('id', 'desc');
  if (subjectPart) query = query.where('subject', 'like', `%${subjectPart}%`);
  const row = await query.executeTakeFirst();
  return row?.link ?? undefined;
}

export const tokenFromLink = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** Signs up, verifies through the mailed link and signs in: a client holding a live session. */
export async function signedInMember(overrides: AccountOverrides & { completeProfile?: boolean } = {}) {
  const server = await getTestServer();
  // A factory, not a test of limits: every test client shares one address.
  await clearRateLimits(server.context.database);
  const account = buildAccount(overrides);
  const client = new TestClient(server.url);
  const signUp = await client.post('/api/auth/sign-up/email', { ...account, name: 'ignored' });
  expect(signUp.status).toBe(200);
  const link = await latestMailLink(account.email, 'Verify');
  expect(link).toBeDefined();
  const verify = await client.get(`/api/auth/verify-email?token=${tokenFromLink(link ?? '')}`);
  expect(verify.status).toBe(200);
  const signIn = await client.post('/api/auth/sign-in/email', {
    email: account.email,
    password: account.password,
  });
  expect(signIn.status).toBe(200);
  const me = await client.get('/api/me');
  if (overrides.completeProfile) {
    const icons = await client.get<{ iconCode: string }[]>('/api/icons');
    const codes = icons.body.slice(0, 6).map((icon) => icon.iconCode);
    expect((await client.post('/api/me/profile-completion', { icons: codes })).status).toBe(200);
  }
  return { client, account, userId: me.body.userId as string };
}
