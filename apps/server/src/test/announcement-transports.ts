import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { describe } from 'vitest';
import { startSecondServer } from './second-server';
import { getTestServer, startTestServer } from './test-server';

const defaultRedisUrl = 'redis://127.0.0.1:6379';

/** Redis for the tests: TEST_REDIS_URL or REDIS_URL when set (then it must answer), else whatever answers here. */
async function findTestRedis(): Promise<string | undefined> {
  const configured = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
  const url = configured ?? defaultRedisUrl;
  const client = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 1000 } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return url;
  } catch (error) {
    if (configured)
      throw new Error(`TEST_REDIS_URL/REDIS_URL is set to ${url} but Redis does not answer there`, {
        cause: error,
      });
    return undefined;
  } finally {
    await client.close().catch(() => undefined);
  }
}

export const testRedisUrl = await findTestRedis();

export type Transport = {
  name: string;
  /**
   * Starts what the test's other process needs on this transport and returns that process. On NOTIFY: a second
   * process on the worker's database. On Redis: an app in this process first (it becomes the relay), then the
   * second process; both on a channel prefix of their own, so parallel runs and workers never hear each other.
   */
  startOtherProcess: () => Promise<{ url: string; stop: () => Promise<void> }>;
  /**
   * An app in this process on this transport (NOTIFY: the worker's shared one), when one process is enough. Its
   * `stop` ends once the app has closed (its connections included).
   */
  startApp: () => Promise<{ url: string; stop: () => Promise<void>; redisPrefix?: string }>;
};

let prefixes = 0;

const notify: Transport = {
  name: 'PostgreSQL NOTIFY',
  startOtherProcess: () => startSecondServer(),
  startApp: async () => ({ url: (await getTestServer()).url, stop: async () => {} }),
};

async function redisEnv() {
  const databaseUrl = (await getTestServer()).context.database.url;
  if (!testRedisUrl || !databaseUrl) throw new Error('the Redis transport needs Redis and PostgreSQL');
  return {
    // The settings of the worker's shared app (test-server.ts), which the app in this process stands beside.
    WRITE_RATE_LIMIT_SCALE: '100',
    PUSH_SERVICE_HOSTS: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: testRedisUrl,
    REDIS_CHANNEL_PREFIX: `circles-test:${randomUUID()}:${process.env.VITEST_POOL_ID ?? 0}:${++prefixes}:`,
  };
}

const redis: Transport = {
  name: 'Redis pub/sub',
  async startOtherProcess() {
    const env = await redisEnv();
    const relay = await startTestServer(env);
    try {
      const other = await startSecondServer(env);
      return {
        url: other.url,
        stop: async () => {
          await Promise.all([other.stop(), relay.close()]);
        },
      };
    } catch (error) {
      await relay.close();
      throw error;
    }
  },
  async startApp() {
    const env = await redisEnv();
    const app = await startTestServer(env);
    return { url: app.url, stop: () => app.close(), redisPrefix: env.REDIS_CHANNEL_PREFIX };
  },
};

/**
 * Describes `body` once per announcement transport, for tests of what must cross processes. Both need PostgreSQL
 * (TEST_DATABASE_URL: PGlite is one process); Redis is skipped, saying why, only when none is configured and
 * nothing answers on 127.0.0.1:6379.
 */
export function describeOnEachTransport(title: string, body: (transport: Transport) => void) {
  describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(`${title} (PostgreSQL NOTIFY)`, () => body(notify));
  describeOnRedis(title, body);
}

/** Describes `body` on the Redis transport only (skipped as above). */
export function describeOnRedis(title: string, body: (transport: Transport) => void) {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  if (onPostgres && !testRedisUrl) {
    describe.skip(`${title} (Redis pub/sub: skipped, no Redis at ${defaultRedisUrl} and TEST_REDIS_URL unset)`, () =>
      body(redis));
  } else {
    describe.runIf(onPostgres)(`${title} (Redis pub/sub)`, () => body(redis));
  }
}
