// Home-feed latency as the database grows (issue #16): the same community (users, circles) with 10k, 100k and 1M
// posts, each in a PostgreSQL database of its own, seeded by bench/seed.ts when missing or of another size. For
// each it starts the server, signs bench0 in and reads /api/feed/home one request at a time (first pages and
// next pages, as a member scrolls; the server keeps no home page, so each read is the database's), then prints
// p50/p99 per size and the p50 growth from the smallest to the largest, which must stay within 1.5x (exit code 1
// when it does not).
//   node --import tsx bench/feed-growth.ts --database-url postgres://postgres@127.0.0.1:5432/postgres
//     [--sizes 10000,100000,1000000] [--users 10000] [--circles 1000] [--requests 400]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { baseUrl, signIn, startServer, waitForHealth } from './lib';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    sizes: { type: 'string', default: '10000,100000,1000000' },
    users: { type: 'string', default: '10000' },
    circles: { type: 'string', default: '1000' },
    requests: { type: 'string', default: '400' },
    port: { type: 'string', default: '3640' },
  },
});
const admin = new URL(values['database-url']);
const sizes = values.sizes.split(',').map(Number);
const requests = Number(values.requests);
const root = path.resolve(import.meta.dirname, '..');

const urlOf = (posts: number) => {
  const url = new URL(admin);
  url.pathname = `/circles_growth_${posts}`;
  return url.toString();
};

/** Creates and seeds the size's database unless it already holds exactly that many posts. */
async function ensureSeeded(posts: number) {
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const name = `circles_growth_${posts}`;
  const exists = (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  let seeded = false;
  if (exists) {
    const sized = new pg.Client({ connectionString: urlOf(posts) });
    await sized.connect();
    const count = await sized
      .query<{ posts: number; users: number }>(
        'select (select count(*) from posts)::int as posts, (select count(*) from users)::int as users',
      )
      .then((result) => result.rows[0])
      .catch(() => undefined);
    await sized.end();
    seeded = count?.posts === posts && count.users >= Number(values.users);
  }
  if (!seeded) {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  }
  await client.end();
  if (seeded) return;
  console.log(`seeding ${name} (${posts} posts)…`);
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'bench/seed.ts'),
      '--users',
      values.users,
      '--circles',
      values.circles,
      '--posts',
      String(posts),
      '--database-url',
      urlOf(posts),
    ],
    { stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error(`seeding ${name} failed`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

/** Reads the home feed one request at a time: a first page, then up to four next pages, again and again. */
async function measure(posts: number) {
  const target = { databaseUrl: urlOf(posts), port: Number(values.port) };
  const base = baseUrl(target);
  // The database's growth is what is measured: no page is kept in the server (it would answer from memory).
  const server = startServer({ ...target, env: { FEED_PAGE_CACHE_SIZE: '0' } });
  try {
    await waitForHealth(base);
    const cookie = await signIn(base);
    const read = async (cursor: string | null) => {
      const started = performance.now();
      const response = await fetch(
        `${base}/api/feed/home${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
        {
          headers: { cookie },
        },
      );
      const page = (await response.json()) as { posts: unknown[]; nextCursor: string | null };
      if (!response.ok || page.posts.length === 0) throw new Error(`home feed: ${response.status}`);
      return { ms: performance.now() - started, next: page.nextCursor };
    };
    const timings: number[] = [];
    let cursor: string | null = null;
    let depth = 0;
    // Warm up (plans, caches) before measuring.
    for (let i = 0; i < 50; i++) await read(null);
    for (let i = 0; i < requests; i++) {
      const { ms, next } = await read(cursor);
      timings.push(ms);
      depth = next && depth < 4 ? depth + 1 : 0;
      cursor = depth === 0 ? null : next;
    }
    timings.sort((a, b) => a - b);
    return { posts, p50: percentile(timings, 50), p99: percentile(timings, 99) };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const rows = [];
for (const posts of sizes) {
  await ensureSeeded(posts);
  rows.push(await measure(posts));
}
console.log(
  `\nhome feed, PostgreSQL, ${values.users} members, ${values.circles} circles, ${requests} sequential reads each`,
);
console.table(
  rows.map((row) => ({
    posts: row.posts.toLocaleString('en'),
    'p50 ms': row.p50.toFixed(2),
    'p99 ms': row.p99.toFixed(2),
  })),
);
const [first] = rows;
const last = rows.at(-1);
if (first && last) {
  const growth = last.p50 / first.p50;
  const verdict = growth <= 1.5 ? 'within' : 'OVER';
  console.log(
    `p50 growth ${first.posts.toLocaleString('en')} -> ${last.posts.toLocaleString('en')} posts: ${growth.toFixed(2)}x (${verdict} the 1.5x target)`,
  );
  if (growth > 1.5) process.exitCode = 1;
}
