import type { Server } from 'node:http';
import os from 'node:os';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app';
import { loadConfigOrExit } from './config';
import { holdEmbeddedDataDirOrExit } from './db/data-dir-lock';
import { currentSchemaVersion, migrate, readMigrations } from './db/migrate';
import { openDatabase } from './db/pool';
import { loadSharedVapidKeys } from './features/push/vapid';
import { createJobRepository } from './jobs/job-repository';
import { createJobRunner } from './jobs/job-runner';
import { serverJobs } from './jobs/server-jobs';
import { listenOnSockets, listenSocketCount } from './lib/listen-sockets';
import { createLogger } from './lib/logger';
import { createServerSettingsRepository } from './lib/server-settings-repository';
import { mediaDirOf, usesS3 } from './storage/create-storage';
import { guardSharedMedia, MediaDirConflictError } from './storage/media-dir-check';
import { createMediaProcessRepository } from './storage/media-process-repository';

const config = loadConfigOrExit();
// Each line names this process: its host and port (and pid), so the lines of several processes can be told apart.
const logger = createLogger(config.LOG_LEVEL, { instance: `${os.hostname()}:${config.PORT}` });

const releaseLock = holdEmbeddedDataDirOrExit(config);

const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  sharedBuffers: config.PGLITE_SHARED_BUFFERS,
  poolSize: config.DATABASE_POOL_SIZE,
  onIdleConnectionLost: (error) => logger.warn({ err: error }, 'PostgreSQL ended an idle pooled connection'),
});
// MIGRATE_ON_START=false: a deploy ran `npm run migrate` before starting processes; until the schema is current,
// /api/health/ready answers 503.
const schemaVersion = config.MIGRATE_ON_START
  ? await migrate(database.pool)
  : await currentSchemaVersion(database.pool).catch(() => 0);
const isSchemaCurrent = schemaVersion >= readMigrations().length;
if (!isSchemaCurrent) {
  logger.warn({ schemaVersion }, 'migrations are pending: run `npm run migrate`; not ready until then');
}
// Processes sharing PostgreSQL must see the same media; the embedded database serves one process only.
let mediaGuard = { stop: async () => {} };
if (config.DATABASE_URL && isSchemaCurrent) {
  try {
    mediaGuard = await guardSharedMedia({
      repository: createMediaProcessRepository(database.db),
      media: usesS3(config)
        ? { s3: `${config.S3_ENDPOINT}/${config.S3_BUCKET}` }
        : { dir: mediaDirOf(config) },
      onHeartbeatError: (error) => logger.warn({ err: error }, 'media heartbeat failed'),
    });
  } catch (error) {
    if (!(error instanceof MediaDirConflictError)) throw error;
    console.error(`Circles cannot start: ${error.message}`);
    await database.close();
    process.exit(1);
  }
}
// On PostgreSQL every process signs Web Push with the one key pair kept in the database (docs/decisions/0077).
const vapidKeys =
  config.DATABASE_URL && isSchemaCurrent
    ? await loadSharedVapidKeys(config, createServerSettingsRepository(database.db))
    : undefined;
const {
  app,
  media,
  hub,
  governanceHub,
  listener,
  inFlight,
  lifecycle,
  digest,
  account,
  roles,
  metrics,
  proposals,
  mediaProcessing,
  posts,
  mediaStore,
} = createApp({
  config,
  database,
  logger,
  vapidKeys,
});
await listener.start();
// Are the media this database names in the configured store (an upgrade that left them in DATA_DIR/media)? Not
// ready, and an error line naming the store and the likely cause, until they are.
if (isSchemaCurrent) await mediaStore.start();
else mediaStore.arm();
// ADMIN_EMAILS may name accounts that exist already (issue #17); on a schema still to migrate, at the next start.
if (isSchemaCurrent) await roles.promoteAdminEmails();

// Orphan sweep, digest, erasure, governance closing: each run is claimed by one process of those sharing the
// database (issue #36).
const jobs = createJobRunner({
  repository: createJobRepository(database.db),
  logger,
  jobs: serverJobs({ media, pendingPosts: posts.pending, digest, account, proposals }).map((job) => ({
    ...job,
    run: () => metrics.runJob(job.name, job.run),
  })),
});
if (config.JOBS === 'on') jobs.start();
// Issue #52: videos and audio through ffmpeg, here when MEDIA_WORKERS > 0 (any process may take a file).
void mediaProcessing.tools.availability().then((availability) => {
  if (availability.available)
    logger.info(
      { ffmpeg: availability.version, workers: config.MEDIA_WORKERS },
      'media processing is available',
    );
  else
    logger.warn(
      { reason: availability.reason },
      'media processing is unavailable: video and audio uploads are refused',
    );
});
mediaProcessing.worker.start();
// /metrics: the queue as the database has it (every process's), this process's runs, whether ffmpeg is here.
let mediaStats = { queued: 0, running: 0, failed: 0, available: false };
metrics.collectMediaProcessingStats(() => ({
  ...mediaStats,
  running: mediaProcessing.worker.stats().running,
}));
const readMediaStats = async () => {
  const waiting = await mediaProcessing.repository.countWaiting();
  const availability = await mediaProcessing.tools.availability();
  mediaStats = {
    queued: waiting.queued + waiting.backfill,
    running: 0,
    failed: waiting.failed,
    available: availability.available,
  };
};
if (isSchemaCurrent) void readMediaStats().catch(() => undefined);
setInterval(() => void readMediaStats().catch(() => undefined), 15_000).unref();

// A crowd connecting at once waits in the kernel's queue of connections not yet accepted; past Node's default of
// 511 the kernel drops them and clients send again after 1, 3, 7, 15 s, waits no admission control sees (issue #57).
// The kernel holds this to net.core.somaxconn. Several sockets share the port where Node can (decision 0107).
const server = createAdaptorServer({ fetch: app.fetch }) as Server;
const sockets = listenSocketCount(config.LISTEN_SOCKETS);
if ((config.LISTEN_SOCKETS ?? 1) > sockets) {
  logger.warn(
    { node: process.version, platform: process.platform },
    'LISTEN_SOCKETS: this Node cannot share a port between sockets (Node 22.12+ on Linux can); listening on one',
  );
}
const listening = await listenOnSockets(server, {
  port: config.PORT,
  host: config.HOST,
  backlog: 4096,
  sockets,
});
logger.info(
  { port: listening.port, database: database.kind, schemaVersion, listenSockets: sockets },
  `Circles is listening on ${config.publicUrl}`,
);
// Idle keep-alive sockets outlive the proxy's idle upstream ones, so the proxy never reuses a socket Node is
// closing (a 502); the defaults sit above nginx's and common load balancers' 60 s.
server.keepAliveTimeout = config.KEEP_ALIVE_TIMEOUT_MS;
server.headersTimeout = config.HEADERS_TIMEOUT_MS;

let shuttingDown = false;
let endDrain = () => {};
async function shutdown(signal: string) {
  // A second signal during the drain ends it at once.
  if (shuttingDown) return endDrain();
  shuttingDown = true;
  // From now on readiness answers 503 and every answer closes its connection; requests are still served for the
  // drain (SIGTERM only: a person pressing Ctrl-C wants it to stop), so the proxy stops sending here first.
  lifecycle.beginDrain();
  const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_MS : 0;
  logger.info({ signal, drainMs }, 'shutting down');
  const jobsStopped = jobs.stop(drainMs + 5000);
  // ffmpeg runs under way stop; their files are given back for another process (or the next start).
  const mediaStopped = mediaProcessing.worker.stop();
  await new Promise<void>((resolve) => {
    endDrain = resolve;
    setTimeout(resolve, drainMs);
  });
  await jobsStopped;
  await mediaStopped;
  hub.close();
  governanceHub.close();
  await listener.close();
  // No new connections; the requests in flight finish before the database goes (at most 5 s). Open streams
  // (SSE) would keep close() waiting, so its callback is not awaited.
  listening.close();
  await inFlight.settled(5000);
  // Whatever is still connected (idle keep-alive sockets, streams) goes now, before the database does.
  server.closeAllConnections();
  const force = setTimeout(() => process.exit(0), 5000);
  force.unref();
  await mediaGuard.stop();
  await database.close();
  releaseLock();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
