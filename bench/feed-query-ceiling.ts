// How many home-feed pages PostgreSQL alone can serve on this machine, with no HTTP server in the way: the page
// query exactly as the server compiles it, run by pgbench as a prepared statement (generic plan, like the
// server's named statements) from several connections. Prints pages/s and PostgreSQL's CPU per page, which
// bounds what the whole stack can reach here.
//   node --import tsx bench/feed-query-ceiling.ts --database-url URL [--clients 8] [--seconds 10]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/schema';
import { notificationsWriter } from '../apps/server/src/features/notifications/writer';
import { createPostsRepository } from '../apps/server/src/features/posts/repository';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    clients: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '10' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url is required (PostgreSQL; PGlite has no separate server)');

const compiled: CompiledQuery[] = [];
const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (event.level === 'query') compiled.push(event.query);
  },
});
const viewer = await db
  .selectFrom('users')
  .select('id')
  .where('email', '=', 'bench0@bench.local')
  .executeTakeFirstOrThrow();
compiled.length = 0;
const { refs: page } = await createPostsRepository(db, notificationsWriter).listHome(viewer.id, null, 21);
await db.destroy();
const query = compiled.at(-1);
if (!query || page.length === 0) throw new Error('the home feed is empty: seed first (bench/seed.ts)');

// pgbench sends :variables as parameters of its prepared statement, as the server does.
const script = query.sql.replace(/\$(\d+)/g, ':p$1');
const dir = mkdtempSync(path.join(tmpdir(), 'circles-ceiling-'));
writeFileSync(path.join(dir, 'home.sql'), `${script};\n`);
const variables = query.parameters.flatMap((value, index) => ['-D', `p${index + 1}=${String(value)}`]);

/**
 * Busy CPU of the whole machine and of our finished children (pgbench), in 10 ms ticks. PostgreSQL's backends
 * exit with pgbench, taking their own counters with them, so their share is the machine's minus pgbench's.
 */
function cpuReading() {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = (
    readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
  )
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const self = readFileSync('/proc/self/stat', 'utf8');
  const fields = self.slice(self.lastIndexOf(')') + 2).split(' ');
  return {
    busy: (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0),
    idle: (idle ?? 0) + (iowait ?? 0),
    children: Number(fields[13]) + Number(fields[14]),
  };
}

const before = cpuReading();
const run = spawnSync(
  'pgbench',
  [
    '-n',
    '-M',
    'prepared',
    '-c',
    values.clients,
    '-j',
    '1',
    '-T',
    values.seconds,
    '-f',
    path.join(dir, 'home.sql'),
    ...variables,
    databaseUrl,
  ],
  { encoding: 'utf8' },
);
const after = cpuReading();
if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr || run.error}`);
const pagesPerSecond = Number(run.stdout.match(/tps = ([\d.]+)/)?.[1]);
const pages = pagesPerSecond * Number(values.seconds);
const microsPerPage = (ticks: number) => Math.round((ticks * 10_000) / pages);
const pgbenchTicks = after.children - before.children;
const postgresTicks = after.busy - before.busy - pgbenchTicks;

console.log(`home feed page query (21 cards), pgbench, ${values.clients} connections, ${values.seconds} s`);
console.table([
  {
    'pages/s': Math.round(pagesPerSecond),
    'postgres µs/page': microsPerPage(postgresTicks),
    'pgbench µs/page': microsPerPage(pgbenchTicks),
    'idle cores': ((after.idle - before.idle) / 100 / Number(values.seconds)).toFixed(2),
  },
]);
const coresAt3000 = (microsPerPage(postgresTicks) * 3000) / 1e6;
console.log(`At 3,000 pages/s PostgreSQL alone would use ${coresAt3000.toFixed(2)} cores.`);
