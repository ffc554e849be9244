// Shows how PostgreSQL runs each feed read, as the server sends it: the SQL our repositories compile, prepared
// and executed a few times (so the plan shown is the one a long-running server keeps), then EXPLAINed.
// Fails when any plan reads `posts` with a sequential scan, or a first page reads more than a few pages of posts.
//   node --import tsx bench/explain-feeds.ts [--database-url URL | --data-dir DIR]
import { parseArgs } from 'node:util';
import type { CompiledQuery } from 'kysely';
import { createCirclesRepository } from '../apps/server/src/features/circles/repository';
import { notificationsWriter } from '../apps/server/src/features/notifications/writer';
import { createPostsRepository } from '../apps/server/src/features/posts/repository';
import { preciseIsoFromMicros } from '../apps/server/src/lib/epoch-micros';
import { openExplainSession, sqlLiteral } from './explain-session';

const { values } = parseArgs({
  options: { 'database-url': { type: 'string' }, 'data-dir': { type: 'string' } },
});

const { db, client, close, ...session } = await openExplainSession({
  databaseUrl: values['database-url'],
  dataDir: values['data-dir'],
});
/** Runs a repository call and returns the SQL it sent (the last query). */
const captured = async (run: () => Promise<unknown>) => {
  const query = (await session.captured(run)).at(-1);
  if (!query) throw new Error('no query captured');
  return query;
};

/** A first page may read at most this many rows of `posts`: its circles' newest pages, not a circle's history. */
const firstPageRowBudget = 40 * 21;

/**
 * Fails on a sequential scan of `posts`, and when a first page reads more than `firstPageRowBudget` rows of
 * `posts` (EXPLAIN ANALYZE, rows x loops of every node on posts): a first page must stop near the page. A block
 * filter once made the home feed sort every post of the member's circles, and at 100k posts a generic plan did
 * the same for world (half of all posts).
 */
async function explain(name: string, query: CompiledQuery) {
  // Only our own statement: the server's named statements live in the same session on PGlite.
  await client.query('deallocate feed_read').catch(() => undefined);
  await client.query(`prepare feed_read as ${query.sql}`);
  const execute = `execute feed_read(${query.parameters.map(sqlLiteral).join(', ')})`;
  for (let i = 0; i < 6; i++) await client.query(execute);
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off, timing off, summary off) ${execute}`,
  );
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  const seqScanOnPosts = /Seq Scan on posts\b/.test(plan);
  const postRowsRead = plan
    .split('\n')
    .filter((line) => / on posts\b/.test(line))
    .reduce((sum, line) => {
      const [, rowCount = '0', loops = '1'] = /actual rows=([\d.]+) loops=(\d+)/.exec(line) ?? [];
      return sum + Number(rowCount) * Number(loops);
    }, 0);
  const readsTooMuch = checksRowBudget && name.includes('first page') && postRowsRead > firstPageRowBudget;
  const verdict = seqScanOnPosts
    ? 'SEQUENTIAL SCAN ON posts'
    : readsTooMuch
      ? `READS ${postRowsRead} ROWS OF posts FOR A FIRST PAGE`
      : `no sequential scan on posts, ${postRowsRead} rows of posts read`;
  console.log(`\n== ${name}: ${verdict}\n${plan}`);
  return !seqScanOnPosts && !readsTooMuch;
}

// Below 100k posts PostgreSQL rightly prefers sorting a circle's few thousand posts to walking an index.
const { count: postCount } = await db
  .selectFrom('posts')
  .select((eb) => eb.fn.countAll<number>().as('count'))
  .executeTakeFirstOrThrow();
const checksRowBudget = Number(postCount) >= 100_000;
if (!checksRowBudget) console.log(`${postCount} posts: the first-page row budget is checked from 100k posts`);

const posts = createPostsRepository(db, notificationsWriter);
const circles = createCirclesRepository(db, notificationsWriter);
const viewer = await db
  .selectFrom('users')
  .select('id')
  .where('email', '=', 'bench0@bench.local')
  .executeTakeFirstOrThrow();
const { refs: firstPage } = await posts.listHome(viewer.id, null, 21);
const last = firstPage.at(-1);
const sample = firstPage[0];
if (!last || !sample) throw new Error('the home feed is empty: seed first (bench/seed.ts)');
const cursor = { createdAt: preciseIsoFromMicros(last.created_at_us), id: last.id };
const smallCircle = await db
  .selectFrom('circle_memberships')
  .select('circle_id')
  .where('user_id', '=', viewer.id)
  .where('circle_id', '<>', 'world')
  .executeTakeFirstOrThrow();

const reads: [string, () => Promise<unknown>][] = [
  ['home feed, first page', () => posts.listHome(viewer.id, null, 21)],
  ['home feed, next page', () => posts.listHome(viewer.id, cursor, 21)],
  ['world feed, first page', () => posts.listCircle('world', viewer.id, null, 21)],
  ['world feed, next page', () => posts.listCircle('world', viewer.id, cursor, 21)],
  [`${smallCircle.circle_id} feed`, () => posts.listCircle(smallCircle.circle_id, viewer.id, null, 21)],
  ['post card (detail)', () => posts.findCard(sample.id, viewer.id)],
  ['locate post', () => posts.findCircleIdOfPost(sample.id)],
  ['circle access check', () => circles.findAccess('world', viewer.id)],
];
let ok = true;
for (const [name, run] of reads) ok = (await explain(name, await captured(run))) && ok;
await close();
console.log(ok ? '\nEvery feed read uses indexes on posts.' : '\nA feed read scans posts sequentially.');
process.exit(ok ? 0 : 1);
