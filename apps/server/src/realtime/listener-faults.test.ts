import { createClient } from 'redis';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../test/accounts';
import { describeOnEachTransport, describeOnRedis, testRedisUrl } from '../test/announcement-transports';
import { openEventStream } from '../test/sse';
import { getTestDatabase } from '../test/test-database';
import { getTestServer } from '../test/test-server';
import { listenerApplicationName } from './pg-listen-connection';
import { redisClientName } from './redis-bus';

type Member = Awaited<ReturnType<typeof signedInMember>>;

const listenerPids = async () => {
  const { pool } = await getTestDatabase();
  const { rows } = await pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1 and datname = current_database()',
    // This process's only: a second server another test stopped may still be closing its own.
    [listenerApplicationName],
  );
  return rows.map((row) => row.pid);
};

/** Cuts every LISTEN connection on the worker's database, as a restart or a network cut would. */
async function cutListeners() {
  const { pool } = await getTestDatabase();
  const before = await listenerPids();
  await pool.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
  return before;
}

/** How long until as many LISTEN connections as before are back, none of them a cut one. */
async function timeToListenAgain(cut: number[]) {
  const started = Date.now();
  for (;;) {
    const now = await listenerPids();
    if (now.length >= cut.length && now.every((pid) => !cut.includes(pid))) return Date.now() - started;
    if (Date.now() - started > 15_000) throw new Error('the listeners did not come back within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A notification stream that reconnects as EventSource does: when it ends, again, with Last-Event-ID. */
function reconnectingStream(url: string, member: Member) {
  const ids = new Set<string>();
  let lastEventId = '';
  let reconnects = 0;
  let stopped = false;
  let current: ReturnType<typeof openEventStream> | undefined;
  const running = (async () => {
    while (!stopped) {
      const stream = openEventStream(`${url}/api/notifications/stream`, {
        cookie: member.client.cookieHeader(),
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      });
      current = stream;
      let seen = 0;
      while (!stream.isEnded() && !stopped) {
        await stream.waitFor(() => stream.notifications().length > seen, 200);
        for (const notification of stream.notifications().slice(seen)) {
          ids.add(notification.id);
          lastEventId = notification.id;
        }
        seen = stream.notifications().length;
      }
      if (!stopped) reconnects++;
    }
  })();
  return {
    ids,
    reconnects: () => reconnects,
    ready: () => current?.waitFor((event) => event.event === 'ready', 10_000),
    async stop() {
      stopped = true;
      current?.close();
      await running;
    },
  };
}

describeOnEachTransport('a listener connection cut while notifications are written', (transport) => {
  it('loses none for an open stream, which ends and replays from Last-Event-ID', async () => {
    const author = await signedInMember({ firstName: 'Lia' });
    const friend = await signedInMember({ firstName: 'Teo' });
    const created = await author.client.post('/api/posts', { circleId: 'world', content: 'Count us' });
    expect(created.status).toBe(201);
    // The stream's process (its own bus: on Redis, relay and subscriber) is the one whose connection is cut.
    const other = await transport.startApp();
    const stream = reconnectingStream(other.url, author);
    try {
      expect(await stream.ready()).toBeDefined();
      // The cut comes a quarter of the way in; writing goes on while the listener is away and after.
      await expectNoneLost(stream, friend, created.body.id, { total: 40, cutBefore: 10, cut: cutListeners });
      // The process ended the stream when it heard again: that reconnect is what replayed the gap.
      expect(stream.reconnects()).toBeGreaterThan(0);
    } finally {
      await stream.stop();
      await other.stop();
    }
  }, 60_000);
});

describeOnRedis('a Redis subscriber connection cut while notifications are written', (transport) => {
  it('loses none for an open stream, which ends and replays from Last-Event-ID', async () => {
    const author = await signedInMember({ firstName: 'Ria' });
    const friend = await signedInMember({ firstName: 'Ugo' });
    const created = await author.client.post('/api/posts', { circleId: 'world', content: 'Count us' });
    const app = await transport.startApp();
    const stream = reconnectingStream(app.url, author);
    const redis = createClient({ url: testRedisUrl });
    await redis.connect();
    try {
      expect(await stream.ready()).toBeDefined();
      // The app's subscriber, as a Redis restart or a network cut would drop it.
      const killSubscriber = async () => {
        const name = redisClientName(app.redisPrefix ?? '', 'subscriber');
        const ids = String(await redis.sendCommand(['CLIENT', 'LIST']))
          .split('\n')
          .filter((line) => line.includes(` name=${name} `))
          .map((line) => /id=(\d+)/.exec(line)?.[1] ?? '');
        expect(ids).toHaveLength(1);
        await redis.sendCommand(['CLIENT', 'KILL', 'ID', ids[0] ?? '']);
      };
      await expectNoneLost(stream, friend, created.body.id, {
        total: 30,
        cutBefore: 10,
        cut: killSubscriber,
      });
      expect(stream.reconnects()).toBeGreaterThan(0);
    } finally {
      await redis.close();
      await stream.stop();
      await app.stop();
    }
  }, 60_000);
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a listener connection cut again and again', () => {
  it('reconnects at its first, short wait after every cut: the wait starts over once connected', async () => {
    await getTestServer(); // the worker's app, listening
    const waits: number[] = [];
    for (let cut = 0; cut < 5; cut++) waits.push(await timeToListenAgain(await cutListeners()));
    // Doubling without a reset would wait 200, 400, 800, 1600 and 3200 ms.
    expect(Math.max(...waits)).toBeLessThan(1500);
  }, 60_000);
});

/**
 * Writes `total` comments on the post (a notification each for its author), cutting a connection before comment
 * `cutBefore`, then waits up to 15 s for the author's stream to have every one: none may be lost.
 */
async function expectNoneLost(
  stream: { ids: Set<string> },
  friend: Awaited<ReturnType<typeof signedInMember>>,
  postId: string,
  { total, cutBefore, cut }: { total: number; cutBefore: number; cut: () => Promise<unknown> },
) {
  for (let n = 1; n <= total; n++) {
    if (n === cutBefore) await cut();
    const comment = await friend.client.post(`/api/posts/${postId}/comments`, { content: `n${n}` });
    expect(comment.status).toBe(201);
  }
  const deadline = Date.now() + 15_000;
  while (stream.ids.size < total && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect({ lost: total - stream.ids.size }).toEqual({ lost: 0 });
}
