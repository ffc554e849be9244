// Playwright's web server: the app started the way a user starts it, on a fresh throwaway data directory (its
// embedded database a copy of the one initdb made once: scripts/pglite-template.mjs; the server migrates it).
// With E2E_DATABASE_URL (an admin URL of a PostgreSQL server) it runs on a fresh database there instead.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDataDir } from './pglite-template.mjs';
import { v8DefaultFlags } from './server-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-e2e-'));
// All E2E browsers share one address, so the auth rate limits are scaled up (integration tests cover the limits).
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  AUTH_RATE_LIMIT_SCALE: '50',
  // The browsers check what members see, not load: on a loaded machine a request may wait its turn at the database
  // longer than admission control's default half second (issue #37; its own test: lib/admission.test.ts).
  DB_QUEUE_WAIT_MS: process.env.DB_QUEUE_WAIT_MS ?? '10000',
  // e2e/fixtures/accounts.ts signs this account in as the admin (issue #17).
  ADMIN_EMAILS: 'admin@e2e.circles.test',
  // No proxy to drain for when Playwright stops the server.
  SHUTDOWN_DRAIN_MS: '0',
  // V8's defaults, not the embedded database's memory-saving flags (decision 0044), which cost this server about a
  // quarter of its CPU (decision 0102). The smoke test and the attack suite start the server as an operator does.
  SERVER_NODE_FLAGS: process.env.SERVER_NODE_FLAGS ?? v8DefaultFlags,
};
delete env.DATABASE_URL;

if (process.env.E2E_DATABASE_URL) {
  const admin = new URL(process.env.E2E_DATABASE_URL);
  // One database per E2E shard (each has its own port): shards side by side share nothing.
  const name = `circles_e2e_${process.env.PORT ?? 3100}`;
  const psql = (sql) =>
    spawnSync('psql', [admin.toString(), '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'inherit' })
      .status === 0;
  if (!psql(`drop database if exists ${name} with (force)`) || !psql(`create database ${name}`))
    process.exit(1);
  admin.pathname = `/${name}`;
  env.DATABASE_URL = admin.toString();
} else {
  await seedDataDir(dataDir);
}

const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
