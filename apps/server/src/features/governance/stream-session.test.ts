import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { TestClient } from '../../test/http-client';
import { openEventStream } from '../../test/sse';
import { getTestServer } from '../../test/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** An open governance stream of `member`, ready to deliver. */
async function openStream(member: Member, cookie = member.client.cookieHeader()) {
  const stream = openEventStream(`${(await getTestServer()).url}/api/governance/stream`, { cookie });
  expect(await stream.waitFor((e) => e.event === 'ready', 10_000)).toBeDefined();
  return stream;
}

/** Milliseconds until the stream ended (or undefined when it was still open after `limitMs`). */
async function msUntilEnded(stream: ReturnType<typeof openEventStream>, since: number, limitMs = 2000) {
  await stream.waitFor(() => false, limitMs - (Date.now() - since));
  return stream.isEnded() ? Date.now() - since : undefined;
}

// The test server re-checks sessions only every 60 s (as in production): only the announcement can be this quick.
describe('an open governance stream ends with its session (issue 37)', () => {
  it('within 2 s of sign-out', async () => {
    const member = await signedInMember();
    const stream = await openStream(member);
    const start = Date.now();
    expect((await member.client.post('/api/auth/sign-out')).status).toBe(200);
    expect(await msUntilEnded(stream, start)).toBeLessThan(2000);
  });

  it('within 2 s of the member revoking their other sessions, and a live session keeps its stream', async () => {
    const member = await signedInMember();
    const laptop = new TestClient((await getTestServer()).url);
    const signIn = await laptop.post('/api/auth/sign-in/email', {
      email: member.account.email,
      password: member.account.password,
    });
    expect(signIn.status).toBe(200);
    const kept = await openStream(member);
    const stream = await openStream(member, laptop.cookieHeader());
    const start = Date.now();
    expect((await member.client.post('/api/auth/revoke-other-sessions')).status).toBe(200);
    expect(await msUntilEnded(stream, start)).toBeLessThan(2000);
    expect(kept.isEnded()).toBe(false);
    kept.close();
  });

  it('within 2 s of a suspension', async () => {
    const admin = await signedInMember({ firstName: 'Ada' });
    const member = await signedInMember({ firstName: 'Sam' });
    const stream = await openStream(member);
    const start = Date.now();
    const suspended = await admin.client.post('/api/moderation/suspensions', {
      userId: member.userId,
      days: 1,
      reason: 'Spamming',
    });
    expect(suspended.status).toBe(200);
    expect(await msUntilEnded(stream, start)).toBeLessThan(2000);
  });
});
