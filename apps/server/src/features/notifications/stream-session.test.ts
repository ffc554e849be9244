import { describe, expect, it } from 'vitest';
import { latestMailLink, signedInMember, tokenFromLink } from '../../test/accounts';
import { describeOnEachTransport } from '../../test/announcement-transports';
import { TestClient } from '../../test/http-client';
import { openEventStream } from '../../test/sse';
import { getTestServer } from '../../test/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** An open notifications stream of `member` on `baseUrl`, ready to deliver. */
async function openStream(baseUrl: string, member: Member) {
  const stream = openEventStream(`${baseUrl}/api/notifications/stream`, {
    cookie: member.client.cookieHeader(),
  });
  expect(await stream.waitFor((e) => e.event === 'ready', 10_000)).toBeDefined();
  return stream;
}

/** Milliseconds until the stream ended (or undefined when it was still open after `limitMs`). */
async function msUntilEnded(stream: ReturnType<typeof openEventStream>, since: number, limitMs = 2000) {
  await stream.waitFor(() => false, limitMs - (Date.now() - since));
  return stream.isEnded() ? Date.now() - since : undefined;
}

// The test server re-checks sessions only every 60 s (as in production): only the announcement can be this quick.
describe('an open notifications stream ends with its session', () => {
  it('within 2 s of sign-out', async () => {
    const member = await signedInMember();
    const stream = await openStream((await getTestServer()).url, member);
    const start = Date.now();
    expect((await member.client.post('/api/auth/sign-out')).status).toBe(200);
    expect(await msUntilEnded(stream, start)).toBeLessThan(2000);
  });

  it('within 2 s of a password reset from a signed-out browser', async () => {
    const member = await signedInMember();
    const bystander = await signedInMember({ firstName: 'Bea' });
    const server = await getTestServer();
    const stream = await openStream(server.url, member);
    const other = await openStream(server.url, bystander);
    const client = new TestClient(server.url);
    await client.post('/api/auth/request-password-reset', { email: member.account.email });
    const token = tokenFromLink((await latestMailLink(member.account.email, 'Reset')) ?? '');
    const start = Date.now();
    const reset = await client.post('/api/auth/reset-password', { token, newPassword: 'Brand9newpass' });
    expect(reset.status).toBe(200);
    expect(await msUntilEnded(stream, start)).toBeLessThan(2000);
    // Everyone's streams were re-checked; a live session keeps its stream.
    expect(other.isEnded()).toBe(false);
    other.close();
  });

  it('within 2 s of the member revoking their other sessions', async () => {
    const member = await signedInMember();
    const server = await getTestServer();
    const laptop = new TestClient(server.url);
    const signIn = await laptop.post('/api/auth/sign-in/email', {
      email: member.account.email,
      password: member.account.password,
    });
    expect(signIn.status).toBe(200);
    const stream = await openStream(server.url, { ...member, client: laptop });
    const start = Date.now();
    expect((await member.client.post('/api/auth/revoke-other-sessions')).status).toBe(200);
    expect(await msUntilEnded(stream, start)).toBeLessThan(2000);
    expect((await member.client.get('/api/me')).status).toBe(200);
  });
});

describeOnEachTransport('across processes', (transport) => {
  it('a sign-out through one process ends a stream held by another within 2 s', async () => {
    const member = await signedInMember();
    const other = await transport.startOtherProcess();
    try {
      const stream = await openStream(other.url, member);
      const start = Date.now();
      expect((await member.client.post('/api/auth/sign-out')).status).toBe(200);
      expect(await msUntilEnded(stream, start)).toBeLessThan(2000);
    } finally {
      other.stop();
    }
  }, 30_000);
});
