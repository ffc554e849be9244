// Shows how PostgreSQL runs each feed read, as the server sends it: the SQL our repositories compile, prepared
// and executed a few times (so the plan shown is the one a long-running server keeps), then EXPLAINed.
// Fails when any plan reads `posts` with a sequential scan, or sorts all the posts of a feed for its first page.
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

/**
 * Fails on a sequential scan of `posts`, and, for a first page, on a sort of the feed's posts: a first page must
 * walk an index newest first and stop at the page (a block filter once turned the home feed into a sort of every
 * post of the member's circles, 30x slower).
 */
async function explain(name: string, query: CompiledQuery) {
  // Only our own statement: the server's named statements live in the same session on PGlite.
  await client.query('deallocate feed_read').catch(() => undefined);
  await client.query(`prepare feed_read as ${query.sql}`);
  const execute = `execute feed_read(${query.parameters.map(sqlLiteral).join(', ')})`;
  for (let i = 0; i < 6; i++) await client.query(execute);
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (costs off) ${execute}`);
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  const seqScanOnPosts = /Seq Scan on posts\b/.test(plan);
  const sortsFirstPage = name.includes('first page') && /Sort Key: p\.created_at/.test(plan);
  const verdict = seqScanOnPosts
    ? 'SEQUENTIAL SCAN ON posts'
    : sortsFirstPage
      ? 'SORTS ALL POSTS FOR A FIRST PAGE'
      : 'no sequential scan on posts';
  console.log(`\n== ${name}: ${verdict}\n${plan}`);
  return !seqScanOnPosts && !sortsFirstPage;
}

const posts = createPostsRepository(db, notificationsWriter);
const circles = createCirclesRepository(db, notificationsWriter);
const viewer = await db
  .selectFrom('users')
  .select('id')
  .where('email', '=', 'bench0@bench.local')
  .executeTakeFirstOrThrow();
const firstPage = await posts.listHome(viewer.id, null, 21);
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
