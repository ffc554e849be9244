import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfigOrExit } from './config';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { openDatabase } from './db/pool';
import { createLogger } from './lib/logger';

const config = loadConfigOrExit();
const logger = createLogger(config.LOG_LEVEL);

let releaseLock = () => {};
if (!config.DATABASE_URL) {
  try {
    releaseLock = acquireDataDirLock(config.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  sharedBuffers: config.PGLITE_SHARED_BUFFERS,
});
const schemaVersion = await migrate(database.pool);
const { app, media, hub, governanceHub, listener, inFlight, digest, account, roles } = createApp({
  config,
  database,
  logger,
});
await listener.start();
// ADMIN_EMAILS may name accounts that exist already (issue #17).
await roles.promoteAdminEmails();

// Uploads never attached to a post (an abandoned draft) are removed after an hour.
const orphanSweep = setInterval(
  () => {
    media.sweepOrphans(60 * 60 * 1000).catch((error) => logger.warn({ err: error }, 'orphan sweep failed'));
  },
  10 * 60 * 1000,
);
orphanSweep.unref();
// Email digests of unread notifications; the claim is atomic in SQL, so several processes can run this.
const digestRun = setInterval(
  () => void digest.sendDue().catch((error) => logger.warn({ err: error }, 'digest run failed')),
  5 * 60 * 1000,
);
digestRun.unref();
// Accounts whose seven days of grace after a deletion request have passed are erased (issue #18).
const erasure = setInterval(
  () => void account.eraseDue().catch((error) => logger.warn({ err: error }, 'account erasure failed')),
  10 * 60 * 1000,
);
erasure.unref();

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  logger.info(
    { port: info.port, database: database.kind, schemaVersion },
    `Circles is listening on ${config.publicUrl}`,
  );
});

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, 'shutting down');
  clearInterval(digestRun);
  clearInterval(erasure);
  hub.close();
  governanceHub.close();
  await listener.close();
  // No new connections; the requests in flight finish before the database goes (at most 5 s). Open streams
  // (SSE) would keep close() waiting, so its callback is not awaited.
  server.close();
  await inFlight.settled(5000);
  // Whatever is still connected (idle keep-alive sockets, streams) goes now, before the database does.
  (server as Server).closeAllConnections();
  const force = setTimeout(() => process.exit(0), 5000);
  force.unref();
  await database.close();
  releaseLock();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
