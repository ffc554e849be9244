// Sign-up of a new email against a known one (no enumeration by timing): the server on a fresh database, N sign-ups
// of each, alternating which goes first; p25/p50/p75/p90 of each and new minus known. On PostgreSQL it also counts
// the transactions each path commits (pg_stat_database.xact_commit), since each commit flushes WAL to disk.
//   node --import tsx bench/sign-up-timing.ts --database-url postgres://postgres@127.0.0.1:5432/circles_signup_bench
//   node --import tsx bench/sign-up-timing.ts --data-dir /tmp/bench-signup-pglite
//   --synchronous-commit off: the same on PostgreSQL with commits not waiting for their flush (comparison only)
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { baseUrl, percentile, startServer, type Target, waitForHealth } from './lib';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    n: { type: 'string', default: '200' },
    port: { type: 'string', default: '3611' },
    'synchronous-commit': { type: 'string', default: 'on' },
  },
});
const n = Number(values.n);
const databaseUrl = values['database-url'];
const dataDir = values['data-dir'];
if (!databaseUrl === !dataDir) throw new Error('give --database-url or --data-dir');

/** A fresh database (dropped and created again) so every run starts alike; the server migrates it. */
async function resetDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  // Every connection of the server then starts with it.
  await admin.query(
    `alter database ${name} set synchronous_commit = ${values['synchronous-commit'] === 'off' ? 'off' : 'on'}`,
  );
  await admin.end();
}

if (databaseUrl) await resetDatabase(databaseUrl);
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
// Scaled up (5,000 sign-ups a minute from one address) so that the 2N sign-ups stay under the limit.
const target: Target = {
  databaseUrl,
  dataDir,
  port: Number(values.port),
  env: { AUTH_RATE_LIMIT_SCALE: '1000' },
};
const server = startServer(target);
const base = baseUrl(target);

let counter = 0;
const account = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  password: 'Bench1password-long',
});
const newEmail = () => `new-${Date.now()}-${counter++}@bench.local`;
const knownEmail = 'known@bench.local';

async function signUp(email: string) {
  const start = performance.now();
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify(account(email)),
  });
  const ms = performance.now() - start;
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
  return ms;
}

/**
 * Transactions the server committed during `run`, and WAL flushes (fsync), per call; PostgreSQL only. A backend
 * reports its counts when idle, at most every 10 s, hence the waits.
 */
async function commitsPer(count: number, run: () => Promise<unknown>) {
  if (!databaseUrl) return undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const read = async () => {
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ commits: string; syncs: string }>(
      `select (select xact_commit from pg_stat_database where datname = current_database()) as commits,
              (select wal_sync from pg_stat_wal) as syncs`,
    );
    return { commits: Number(rows[0]?.commits), syncs: Number(rows[0]?.syncs) };
  };
  const before = await read();
  for (let i = 0; i < count; i++) await run();
  const after = await read();
  await client.end();
  // Less this client's own reads (one commit each, no flush).
  return {
    commits: (after.commits - before.commits - 2) / count,
    syncs: (after.syncs - before.syncs) / count,
  };
}

try {
  await waitForHealth(base);
  await signUp(knownEmail);
  for (let i = 0; i < 10; i++) await signUp(i % 2 ? knownEmail : newEmail());
  const known: number[] = [];
  const fresh: number[] = [];
  for (let round = 0; round < n; round++) {
    if (round % 2 === 0) {
      known.push(await signUp(knownEmail));
      fresh.push(await signUp(newEmail()));
    } else {
      fresh.push(await signUp(newEmail()));
      known.push(await signUp(knownEmail));
    }
  }
  known.sort((a, b) => a - b);
  fresh.sort((a, b) => a - b);
  const row = (name: string, list: number[]) =>
    `${name.padEnd(6)} ${[0.25, 0.5, 0.75, 0.9].map((p) => percentile(list, p).toFixed(1).padStart(7)).join(' ')}`;
  console.log(
    `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, N=${n}, synchronous_commit ${values['synchronous-commit']}`,
  );
  console.log(`ms         p25     p50     p75     p90`);
  console.log(row('known', known));
  console.log(row('new', fresh));
  console.log(
    `${'new-known'.padEnd(6)}${[0.25, 0.5, 0.75, 0.9].map((p) => (percentile(fresh, p) - percentile(known, p)).toFixed(1).padStart(8)).join('')}`,
  );
  const knownCommits = await commitsPer(50, () => signUp(knownEmail));
  const freshCommits = await commitsPer(50, () => signUp(newEmail()));
  if (knownCommits && freshCommits) {
    console.log(
      `per sign-up: known ${knownCommits.commits.toFixed(2)} commits, ${knownCommits.syncs.toFixed(2)} WAL flushes`,
    );
    console.log(
      `             new   ${freshCommits.commits.toFixed(2)} commits, ${freshCommits.syncs.toFixed(2)} WAL flushes`,
    );
  }
} finally {
  server.kill();
}
