import { requestGuardMessages, serverBusyCode } from '@circles/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInMember } from '../test/accounts';
import { TestClient } from '../test/http-client';
import { getTestServer, startTestServer, type TestServer } from '../test/test-server';

let busyServer: TestServer | undefined;
afterEach(async () => {
  await busyServer?.close();
  busyServer = undefined;
});

/** Holds the database the way a crowd does: PGlite's one backend taken, or PostgreSQL's users table locked. */
async function holdDatabase() {
  const { context } = await getTestServer();
  const client = await context.database.pool.connect();
  if (context.database.kind === 'postgres') {
    await client.query('begin');
    await client.query('lock table users in access exclusive mode');
  }
  return async () => {
    if (context.database.kind === 'postgres') await client.query('rollback');
    client.release();
  };
}

/** Issue #37: a crowd in front of the database gets a fast "busy, try again" instead of a request that hangs. */
describe('admission control in front of the database', () => {
  it('answers 503 with Retry-After at once past the queue, and inside it once the database has not kept up', async () => {
    const member = await signedInMember();
    busyServer = await startTestServer({
      DB_ACTIVE_REQUESTS: '2',
      DB_QUEUE_MAX: '2',
      DB_QUEUE_WAIT_MS: '1000',
      DB_QUEUE_BURST_MS: '2000',
    });
    const client = new TestClient(busyServer.url);
    const signIn = await client.post('/api/auth/sign-in/email', {
      email: member.account.email,
      password: member.account.password,
    });
    expect(signIn.status).toBe(200);
    const release = await holdDatabase();
    let answers: Promise<Awaited<ReturnType<TestClient['get']>> & { ms: number }>[] = [];
    try {
      const started = Date.now();
      answers = Array.from({ length: 8 }, () =>
        client.get('/api/me').then((response) => ({ ...response, ms: Date.now() - started })),
      );
      const refused = await Promise.race([
        Promise.all(answers.slice(2)),
        new Promise<'hung'>((resolve) => setTimeout(resolve, 8_000, 'hung')),
      ]);
      expect(refused).not.toBe('hung');
      if (refused === 'hung') return;
      for (const answer of refused) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('1');
        expect(answer.body).toEqual({ message: requestGuardMessages.busy, code: serverBusyCode });
      }
      // Four refused at once (the queue is full), two once no request had a turn for the 2 s burst (each waited
      // past its 1 s meanwhile): not the 20 s and more of before.
      const times = refused.map((answer) => answer.ms).sort((a, b) => a - b);
      expect(times.slice(0, 4).every((ms) => ms < 900)).toBe(true);
      expect(times.slice(4).every((ms) => ms >= 1_900 && ms < 4_500)).toBe(true);
    } finally {
      await release();
    }
    const admitted = await Promise.all(answers.slice(0, 2));
    expect(admitted.map((answer) => answer.status)).toEqual([200, 200]);
    // Health probes are never queued behind the crowd.
    expect((await client.get('/api/health')).status).not.toBe(503);
  });
});
