import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../app';
import type { AppContext } from '../app-context';
import { parseConfig } from '../config';
import { createLogger } from '../lib/logger';
import { getTestDatabase, resetTestDatabase } from './test-database';

export type TestServer = {
  url: string;
  context: AppContext;
  reset: () => Promise<void>;
  mediaDir: string;
  close: () => Promise<void>;
  /** Account deletion, so a test can run the erasure as the interval would. */
  account: ReturnType<typeof createApp>['account'];
  /** The services of the periodic jobs (jobs/server-jobs.ts), so a test can run them as a process would. */
  digest: ReturnType<typeof createApp>['digest'];
  media: ReturnType<typeof createApp>['media'];
  /** The ffmpeg pipeline (issue #52): a test waits for `worker.idle()` instead of a delay. */
  mediaProcessing: ReturnType<typeof createApp>['mediaProcessing'];
  posts: ReturnType<typeof createApp>['posts'];
  proposals: ReturnType<typeof createApp>['proposals'];
};

let shared: Promise<TestServer> | undefined;

/** The real HTTP app listening on a random local port, over the worker's test database. */
export function getTestServer(): Promise<TestServer> {
  // Many test members write from one address: the write limits are scaled up (their own test scales them down).
  // Web Push goes to a stand-in push service on loopback (features/push/push.test.ts). A request may wait 10 s for
  // its turn at the database, so a loaded machine is not a 503 (admission control's own test: lib/admission.test.ts).
  shared ??= startTestServer({
    WRITE_RATE_LIMIT_SCALE: '100',
    PUSH_SERVICE_HOSTS: '127.0.0.1',
    DB_QUEUE_WAIT_MS: '10000',
  });
  return shared;
}

/** Another app on the worker's database with other settings (stop it with `close`). */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await getTestDatabase();
  // Media files go to a throwaway directory of this worker's own.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-test-data-'));
  // Listen first: PUBLIC_URL must be the address the tests use (writes are checked against its origin).
  let fetchApp: (request: Request, env: unknown) => Response | Promise<Response> = () =>
    new Response('starting', { status: 503 });
  const server = serve({ fetch: (request, env) => fetchApp(request, env), port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const parsed = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    PUBLIC_URL: url,
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    ...env,
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  // The timeouts main.ts sets: the client (fetch keeps an idle socket 4 s) closes an idle connection before the
  // server does. With Node's 5 s a test that paused on the database for about that long could send its next request
  // down a socket the server was closing: ECONNRESET, seen on a loaded machine.
  (server as Server).keepAliveTimeout = parsed.config.KEEP_ALIVE_TIMEOUT_MS;
  (server as Server).headersTimeout = parsed.config.HEADERS_TIMEOUT_MS;
  const context: AppContext = {
    config: parsed.config,
    database,
    logger: createLogger('silent'),
    // Short heartbeats; the session re-check keeps its production period, so ended sessions must close streams
    // through the session-ended announcement.
    realtimeIntervals: { heartbeatMs: 300, sessionCheckMs: 60_000 },
  };
  const { app, listener, account, digest, media, proposals, mediaProcessing, posts } = createApp(context);
  await listener.start();
  fetchApp = app.fetch;
  const mediaDir = path.join(dataDir, 'media');
  const reset = async () => {
    await resetTestDatabase(database);
    fs.rmSync(mediaDir, { recursive: true, force: true });
  };
  const close = async () => {
    await mediaProcessing.worker.stop();
    await listener.close();
    const closed = new Promise((resolve) => server.close(resolve));
    (server as Server).closeAllConnections();
    await closed;
  };
  return { url, context, reset, mediaDir, close, account, digest, media, proposals, mediaProcessing, posts };
}
