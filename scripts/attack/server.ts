import { type ChildProcess, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { isBuildCurrent } from '../build-current.mjs';
import { spawnServer } from '../server-command.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** `npm run build` when the web build is missing or older than its sources (as `npm start` does). */
export function buildIfNeeded() {
  if (isBuildCurrent()) return;
  console.log('attack: building the web app');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
}

/** The server's errors over the whole run (every start appends), for a failure to be traced to its cause. */
export const serverLogFile = path.join(root, 'test-results/attack/server.log');

/** The server's error lines logged during the run (pino's JSON lines at level 50 and up), at most `max`. */
export function serverErrors(max = 20) {
  if (!fs.existsSync(serverLogFile)) return [];
  return fs
    .readFileSync(serverLogFile, 'utf8')
    .split('\n')
    .filter((line) => /"level":(5|6)0/.test(line))
    .slice(0, max);
}

export type RunningServer = {
  base: string;
  child: ChildProcess;
  stop: () => Promise<void>;
  kill9: () => Promise<void>;
};

/** The built app as `npm start` runs it (the server process itself, so a kill -9 hits it), on PGlite in `dataDir`. */
export async function startServer(dataDir: string, port: number): Promise<RunningServer> {
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    // Errors only, kept in a file (serverLogFile) that the run prints from when something failed.
    LOG_LEVEL: 'error',
    NODE_ENV: 'development',
    // One address acts for every attacker and member: the limits are raised (their own tests cover them).
    AUTH_RATE_LIMIT_SCALE: '1000',
    WRITE_RATE_LIMIT_SCALE: '1000',
    // Stopped between phases: no proxy to drain for.
    SHUTDOWN_DRAIN_MS: '0',
    // The suite checks answers, not load: on a busy shared machine a request may wait its turn longer than the
    // default half second before admission control would answer 503 (its own test: lib/admission.test.ts).
    DB_QUEUE_WAIT_MS: '10000',
  };
  delete env.DATABASE_URL;
  fs.mkdirSync(path.dirname(serverLogFile), { recursive: true });
  const log = fs.openSync(serverLogFile, 'a');
  const child = spawnServer(env, {
    cwd: root,
    // better-auth warns on every bad password the fuzzer sends: the suite's output keeps to its own lines.
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) {
      return {
        base,
        child,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
        kill9: async () => {
          child.kill('SIGKILL');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer on ${base} within 120 s`);
}

// Rows any request may add (sessions, limits' counters, the dev outbox), a read adds (a post's views) or the
// server adds on its own (a digest run's claims, the periodic jobs' runs): not counted.
const uncounted = new Set([
  'auth_rate_limits',
  'auth_sessions',
  'auth_verifications',
  'dev_mailbox',
  'job_runs',
  'notification_email_state',
  'post_views',
]);

/** Rows per member table, read straight from the data directory (the server must be stopped). */
export async function countRows(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, 'pg'), { extensions: { pg_trgm } });
  try {
    const tables = await db.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' order by tablename",
    );
    const counts: Record<string, number> = {};
    for (const { tablename } of tables.rows) {
      if (uncounted.has(tablename)) continue;
      const result = await db.query<{ n: number }>(`select count(*)::int as n from "${tablename}"`);
      counts[tablename] = result.rows[0]?.n ?? 0;
    }
    return counts;
  } finally {
    await db.close();
  }
}
