// Read latency as the database grows (issues #16, #38): the same community (users, circles) with 10k, 100k and 1M
// posts (or 1M and 10M: `--sizes 1000000,10000000 --users 100000`), each in a PostgreSQL database of its own,
// seeded by bench/seed.ts when missing or of another size (its seed time and size on disk are printed). For each it
// starts the server, signs bench0 in and reads one request at a time, in turn: the home feed and a circle's feed
// (first pages and next pages, as a member scrolls; the server keeps no feed page, so each read is the database's),
// a post with its first comments, and a post search. It prints p50/p99 per kind and size and each kind's p50
// growth from the smallest to the largest size, which must stay within 1.5x (exit code 1 when it does not).
//   node --import tsx bench/feed-growth.ts --database-url postgres://postgres@127.0.0.1:5432/postgres
//     [--sizes 10000,100000,1000000] [--users 10000] [--circles 1000] [--requests 400]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { baseUrl, percentile, signIn, startServer, waitForHealth } from './lib';

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
  if (seeded) return false;
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
  return true;
}

type Kind = 'home feed' | 'circle feed' | 'post detail' | 'search';
const kinds: Kind[] = ['home feed', 'circle feed', 'post detail', 'search'];
const searchWords = ['weekly', 'harbor', 'lantern', 'number 4242', 'harbr'];

/**
 * Reads one request at a time, each kind in turn: the home feed (a first page, then up to four next pages, as a
 * member scrolls), one of the member's circles' feeds (likewise), a post of their home feed with its first
 * comments, and a post search. Returns each kind's sorted timings.
 */
async function measure(posts: number) {
  const target = { databaseUrl: urlOf(posts), port: Number(values.port) };
  const base = baseUrl(target);
  // The database's growth is what is measured: no page is kept in the server (it would answer from memory).
  const server = startServer({ ...target, env: { FEED_PAGE_CACHE_SIZE: '0', SEARCH_CACHE_SIZE: '0' } });
  try {
    await waitForHealth(base);
    const cookie = await signIn(base);
    const get = async <T>(path: string) => {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { cookie } });
      const body = (await response.json()) as T;
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return { ms: performance.now() - started, body };
    };
    type Page = { posts: { id: string; circle: { id: string } }[]; nextCursor: string | null };
    const circles = (await get<{ id: string; type: string; isJoined: boolean }[]>('/api/circles')).body
      .filter((circle) => circle.isJoined && circle.type !== 'personal')
      .map((circle) => circle.id);
    if (circles.length === 0) throw new Error('bench0 is in no circle: seed first');
    const scroll = {
      home: { cursor: null as string | null, depth: 0 },
      circle: { cursor: null as string | null, depth: 0 },
    };
    const next = (state: { cursor: string | null; depth: number }, page: Page) => {
      state.depth = page.nextCursor && state.depth < 4 ? state.depth + 1 : 0;
      state.cursor = state.depth === 0 ? null : page.nextCursor;
    };
    let seen: Page['posts'] = [];
    let turn = 0;
    const readOnce = async (kind: Kind) => {
      turn++;
      if (kind === 'home feed') {
        const cursor = scroll.home.cursor ? `?cursor=${encodeURIComponent(scroll.home.cursor)}` : '';
        const { ms, body } = await get<Page>(`/api/feed/home${cursor}`);
        if (body.posts.length === 0) throw new Error('home feed: empty');
        if (scroll.home.depth === 0) seen = body.posts;
        next(scroll.home, body);
        return ms;
      }
      if (kind === 'circle feed') {
        const circleId = circles[turn % circles.length];
        const cursor = scroll.circle.cursor ? `?cursor=${encodeURIComponent(scroll.circle.cursor)}` : '';
        const { ms, body } = await get<Page>(`/api/feed/circles/${circleId}${cursor}`);
        next(scroll.circle, body);
        return ms;
      }
      if (kind === 'post detail') {
        const post = seen[turn % seen.length];
        if (!post) throw new Error('no post to open');
        // The web's one request for a post's page: the post and its first comments.
        return (await get(`/api/feed/circles/${post.circle.id}/posts/${post.id}/page`)).ms;
      }
      const word = searchWords[turn % searchWords.length] as string;
      return (await get(`/api/feed/search?q=${encodeURIComponent(word)}`)).ms;
    };
    const timings = new Map<Kind, number[]>(kinds.map((kind) => [kind, []]));
    // Warm up (plans, caches) before measuring.
    for (let i = 0; i < 20; i++) for (const kind of kinds) await readOnce(kind);
    for (let i = 0; i < requests; i++)
      for (const kind of kinds) timings.get(kind)?.push(await readOnce(kind));
    return new Map(
      kinds.map((kind) => {
        const sorted = (timings.get(kind) ?? []).sort((a, b) => a - b);
        return [kind, { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) }] as const;
      }),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

/** The database's size on disk. */
async function sizeOnDisk(posts: number) {
  const client = new pg.Client({ connectionString: urlOf(posts) });
  await client.connect();
  const { rows } = await client.query<{ size: string }>(
    'select pg_size_pretty(pg_database_size(current_database())) as size',
  );
  await client.end();
  return rows[0]?.size ?? '?';
}

const rows = [];
for (const posts of sizes) {
  const seedStarted = performance.now();
  const seeded = await ensureSeeded(posts);
  const seedSeconds = seeded ? (performance.now() - seedStarted) / 1000 : null;
  rows.push({ posts, seedSeconds, size: await sizeOnDisk(posts), kinds: await measure(posts) });
}
console.log(
  `\nPostgreSQL, ${values.users} members, ${values.circles} circles, ${requests} sequential reads of each kind per size`,
);
console.table(
  rows.flatMap((row) =>
    kinds.map((kind) => ({
      posts: row.posts.toLocaleString('en'),
      kind,
      'p50 ms': row.kinds.get(kind)?.p50.toFixed(2),
      'p99 ms': row.kinds.get(kind)?.p99.toFixed(2),
    })),
  ),
);
for (const row of rows)
  console.log(
    `${row.posts.toLocaleString('en')} posts: ${row.size} on disk` +
      (row.seedSeconds === null ? ' (seeded earlier)' : `, seeded in ${row.seedSeconds.toFixed(0)} s`),
  );
const [first] = rows;
const last = rows.at(-1);
if (first && last && first !== last) {
  for (const kind of kinds) {
    const growth = (last.kinds.get(kind)?.p50 ?? Number.NaN) / (first.kinds.get(kind)?.p50 ?? Number.NaN);
    const within = growth <= 1.5;
    console.log(
      `${kind}: p50 growth ${first.posts.toLocaleString('en')} -> ${last.posts.toLocaleString('en')} posts: ` +
        `${growth.toFixed(2)}x (${within ? 'within' : 'OVER'} the 1.5x target)`,
    );
    if (!within) process.exitCode = 1;
  }
}
