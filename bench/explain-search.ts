// Shows how the database runs each kind of search (issue #18), as the server sends it: the SQL the repositories
// compile for one member (bench0, in world and five circles), each statement prepared and executed ten times (after
// five runs PostgreSQL may keep a generic plan, as it does in a long-running server). Prints the median time of
// each statement; `--verbose` adds its EXPLAIN (ANALYZE, BUFFERS). A search's later statements depend on what
// the first ones found, so they are the ones this run sent.
//   node --import tsx bench/explain-search.ts [--database-url URL | --data-dir DIR] [--verbose]
import { parseArgs } from 'node:util';
import type { CompiledQuery } from 'kysely';
import { createCircleDiscoveryRepository } from '../apps/server/src/features/circles/discovery-repository';
import { notificationsWriter } from '../apps/server/src/features/notifications/writer';
import { keptSearchMatches } from '../apps/server/src/features/posts/kept/search-lists';
import { createPostsRepository } from '../apps/server/src/features/posts/repository';
import { createProfileRepository } from '../apps/server/src/features/profile/repository';
import { openExplainSession, sqlLiteral } from './explain-session';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

const { db, client, captured, close } = await openExplainSession({
  databaseUrl: values['database-url'],
  dataDir: values['data-dir'],
});
const inline = (query: CompiledQuery) => query.parameters.map(sqlLiteral).join(', ');

/**
 * Runs each statement of one call in a transaction of its own (so a transaction-local setting such as the
 * people search's trigram threshold holds), prepared and executed ten times: prints the median time of the last
 * five runs as the client sees it (PostgreSQL picks the plan it keeps after five), and with --verbose their
 * EXPLAIN (ANALYZE, BUFFERS), whose own timing overhead makes it slower than the figure printed.
 */
async function explain(name: string, queries: CompiledQuery[]) {
  await client.query('deallocate search_read').catch(() => undefined);
  await client.query('begin');
  let total = 0;
  const lines: string[] = [];
  const each: string[] = [];
  try {
    for (const query of queries) {
      if (/^(begin|commit|rollback)/i.test(query.sql)) continue;
      await client.query(`prepare search_read as ${query.sql}`);
      const execute =
        query.parameters.length > 0 ? `execute search_read(${inline(query)})` : 'execute search_read';
      const times: number[] = [];
      for (let i = 0; i < 10; i++) {
        const started = performance.now();
        await client.query(execute);
        if (i >= 5) times.push(performance.now() - started);
      }
      const median = times.sort((a, b) => a - b)[2] ?? 0;
      total += median;
      each.push(median.toFixed(1));
      if (values.verbose) {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers, costs off) ${execute}`,
        );
        lines.push(
          `-- ${query.sql.replace(/\s+/g, ' ').slice(0, 160)}…`,
          ...rows.map((row) => row['QUERY PLAN']),
        );
      }
      await client.query('deallocate search_read');
    }
  } finally {
    await client.query('rollback');
  }
  console.log(`${name.padEnd(46)} ${total.toFixed(1).padStart(7)} ms  (${each.join(' + ')})`);
  if (values.verbose) console.log(`${lines.join('\n')}\n`);
  return total;
}

const posts = createPostsRepository(db, notificationsWriter);
const people = createProfileRepository(db);
const circles = createCircleDiscoveryRepository(db);
const viewer = await db
  .selectFrom('users')
  .select('id')
  .where('email', '=', 'bench0@bench.local')
  .executeTakeFirstOrThrow();

/** The tsquery the posts service builds from typed words (each word also matches as a prefix). */
const words = (text: string) =>
  text
    .split(' ')
    .map((word) => `${word}:*`)
    .join(' & ');
/** A post search as the service runs it without a kept list: the ranked ids, then their cards. */
const postSearch = async (text: string, offset: number, limit: number) =>
  posts.searchCards(viewer.id, await posts.searchRankedIds(viewer.id, words(text), offset, limit));
/**
 * What a kept list costs (features/posts/kept/search-lists.ts): its read, and what a search reads when who may see its
 * sources is not kept (features/posts/kept/search-access.ts): the circles' types and owners, and the viewer's standing.
 */
const kept = (text: string) => posts.searchNewestMatches(words(text), keptSearchMatches);
const keptReads = async (word: string): Promise<[string, () => Promise<unknown>][]> => {
  const circleIds = [...new Set((await kept(word)).map((match) => match.circleId))];
  return [
    [`posts: kept list, read "${word}"`, () => kept(word)],
    [`posts: kept list, access read "${word}"`, () => posts.searchAccessFacts(viewer.id, circleIds)],
  ];
};
const reads: [string, () => Promise<unknown>][] = [
  ['posts: rare word "4242"', () => postSearch('4242', 0, 21)],
  ['posts: one post "424242"', () => postSearch('424242', 0, 21)],
  ['posts: no match "qqqzzz"', () => postSearch('qqqzzz', 0, 21)],
  ['posts: 0.1% of posts "424"', () => postSearch('424', 0, 21)],
  ['posts: 1.1% of posts, older "42"', () => postSearch('42', 0, 21)],
  ['posts: 1% of posts "lantern"', () => postSearch('lantern', 0, 21)],
  ['posts: 3% of posts "harbor"', () => postSearch('harbor', 0, 21)],
  ['posts: 10% of posts "weekly"', () => postSearch('weekly', 0, 21)],
  ['posts: every post "friends"', () => postSearch('friends', 0, 21)],
  ['posts: every post, last page', () => postSearch('friends', 1000, 51)],
  ['posts: words "circles friends"', () => postSearch('circles friends', 0, 21)],
  ['posts: words "number 4242"', () => postSearch('number 4242', 0, 21)],
  ['posts: words "harbor lantern" (0.3%)', () => postSearch('harbor lantern', 0, 21)],
  ...(await keptReads('lantern')),
  ...(await keptReads('weekly')),
  ['people: typo "bench membr 42" (contains)', () => people.searchByName('bench membr 42', 20, 'contains')],
  ['people: typo "bench membr 42" (similar)', () => people.searchByName('bench membr 42', 20, 'similar')],
  ['people: handle "@bench4242"', () => people.searchByName('@bench4242', 20, 'contains')],
  ['people: name "member 42"', () => people.searchByName('member 42', 20, 'contains')],
  ['people: "member" (everyone)', () => people.searchByName('member', 20, 'contains')],
  ['people: typo "pereria" (similar)', () => people.searchByName('pereria', 20, 'similar')],
  ['circles: name "bench circle 7"', () => circles.search(viewer.id, 'bench circle 7', 20, 'contains')],
  ['circles: description "gardening"', () => circles.search(viewer.id, 'gardening', 20, 'contains')],
  [
    'circles: typo "bnch circel 7" (contains)',
    () => circles.search(viewer.id, 'bnch circel 7', 20, 'contains'),
  ],
  [
    'circles: typo "bnch circel 7" (similar)',
    () => circles.search(viewer.id, 'bnch circel 7', 20, 'similar'),
  ],
];
console.log(`${'search'.padEnd(46)} ${'median'.padStart(7)} ms  (each statement)`);
for (const [name, run] of reads) await explain(name, await captured(run));
await close();
