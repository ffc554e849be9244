// Shows how PostgreSQL runs each feed read, as the server sends it: the SQL our repositories compile, prepared
// and executed a few times (so the plan shown is the one a long-running server keeps), then EXPLAINed.
// Fails when any plan reads `posts` with a sequential scan.
//   node --import tsx bench/explain-feeds.ts [--database-url URL | --data-dir DIR]
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPgliteDatabase, type SqlClient } from '../apps/server/src/db/pglite-driver';
import type { Database } from '../apps/server/src/db/schema';
import { createCirclesRepository } from '../apps/server/src/features/circles/repository';
import { createPostsRepository } from '../apps/server/src/features/posts/repository';
import { preciseIsoFromMicros } from '../apps/server/src/lib/epoch-micros';

const { values } = parseArgs({
  options: { 'database-url': { type: 'string' }, 'data-dir': { type: 'string' } },
});

const compiled: CompiledQuery[] = [];
const log = (event: { level: string; query: CompiledQuery }) => {
  if (event.level === 'query') compiled.push(event.query);
};
let client: SqlClient;
let db: Kysely<Database>;
let close: () => Promise<void>;
if (values['database-url']) {
  const pool = new pg.Pool({ connectionString: values['database-url'], max: 2 });
  db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  // A session of its own for PREPARE/EXECUTE.
  const session = await pool.connect();
  client = session;
  close = async () => {
    session.release();
    await pool.end();
  };
} else {
  const pglite = await PGlite.create(`${values['data-dir'] ?? './data'}/pg`, { extensions: { pg_trgm } });
  const { dialect, pool } = createPgliteDatabase(pglite, pg.types);
  db = new Kysely<Database>({ dialect, log });
  client = { query: (text, params) => pool.query(text, params), release: () => {} };
  close = () => pglite.close();
}

/** Runs a repository call and returns the SQL it sent (the last query). */
async function captured(run: () => Promise<unknown>) {
  compiled.length = 0;
  await run();
  const query = compiled.at(-1);
  if (!query) throw new Error('no query captured');
  return query;
}

const quote = (value: unknown) =>
  value === null
    ? 'null'
    : `'${String(value instanceof Date ? value.toISOString() : value).replaceAll("'", "''")}'`;

async function explain(name: string, query: CompiledQuery) {
  // Only our own statement: the server's named statements live in the same session on PGlite.
  await client.query('deallocate feed_read').catch(() => undefined);
  await client.query(`prepare feed_read as ${query.sql}`);
  const execute = `execute feed_read(${query.parameters.map(quote).join(', ')})`;
  for (let i = 0; i < 6; i++) await client.query(execute);
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (costs off) ${execute}`);
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  const seqScanOnPosts = /Seq Scan on posts\b/.test(plan);
  console.log(
    `\n== ${name}: ${seqScanOnPosts ? 'SEQUENTIAL SCAN ON posts' : 'no sequential scan on posts'}\n${plan}`,
  );
  return !seqScanOnPosts;
}

const posts = createPostsRepository(db);
const circles = createCirclesRepository(db);
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
