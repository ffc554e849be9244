import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { notBlockedWith } from '../../lib/blocks-sql';
import { canSeeContentSql } from '../../lib/circle-access';
import { signedInMember } from '../../test/accounts';
import { createCircle } from '../../test/circles';
import { getTestServer } from '../../test/test-server';
import { createKeptPostData } from './kept';
import { createPostsReads } from './read-repository';
import { createSearchReads } from './search-reads';
import { createPostSearch, searchTuning } from './search-repository';

/**
 * 6,000 posts a minute apart (every tenth in a private circle the reader is not in), so a search reaches past
 * its first sample of the newest posts: 'alpha' is in every post (twice in every seventh), 'beta' in a tenth,
 * 'gamma' in a fiftieth, 'delta' only in the oldest thousand, 'epsilon' in the newest hundred and a hundredth
 * of the others.
 */
async function seedPosts() {
  const author = await signedInMember({ firstName: 'Sage' });
  const reader = await signedInMember({ firstName: 'Reed' });
  const hidden = await createCircle(author.client, { type: 'private' });
  const { context } = await getTestServer();
  await sql`
    insert into posts (author_id, circle_id, content, created_at)
    select ${author.userId}::uuid, case when i % 10 = 9 then ${hidden} else 'world' end,
      'post ' || i || ' alpha' || case when i % 7 = 0 then ' alpha' else '' end
        || case when i % 10 = 3 then ' beta' else '' end
        || case when i % 50 = 7 then ' gamma' else '' end
        || case when i < 1000 then ' delta' else '' end
        || case when i >= 5900 or i % 100 = 5 then ' epsilon' else '' end,
      now() - make_interval(mins => 6000 - i)
    from generate_series(0, 5999) as i`.execute(context.database.db);
  return { reader, db: context.database.db };
}

type Db = Awaited<ReturnType<typeof seedPosts>>['db'];
type Reader = Awaited<ReturnType<typeof seedPosts>>['reader'];

/**
 * The meaning, written plainly: the newest `candidates` visible matches, best rank first, then newest. Visible is
 * the circle access rule itself (its own matrix is lib/circle-access.test.ts) and no block either way.
 */
async function expected(db: Db, readerId: string, query: string, candidates: number) {
  const { rows } = await sql<{ id: string }>`
    select id from (
      select p.id, p.created_at, ts_rank(p.search_vector, to_tsquery('simple', ${query})) as rank
      from posts as p join circles as c on c.id = p.circle_id
      where p.search_vector @@ to_tsquery('simple', ${query}) and ${canSeeContentSql('c', readerId)}
        and ${notBlockedWith(readerId, 'p.author_id')}
      order by p.created_at desc, p.id desc limit ${candidates}) as newest
    order by rank desc, created_at desc, id desc`.execute(db);
  return rows.map((row) => row.id);
}

const tsquery = (words: string) =>
  words
    .split(' ')
    .map((word) => `${word}:*`)
    .join(' & ');

/** Every page of five queries the reader searches, each against the plain SQL ranking (`expected`). */
async function expectSearchesLikeDatabase(reader: Reader, db: Db, when: string) {
  for (const words of ['alpha', 'beta', 'gamma', 'epsilon', 'alpha gamma']) {
    const ranking = await expected(db, reader.userId, tsquery(words), searchTuning.candidates);
    for (const cursor of [0, 1000]) {
      const page = await reader.client.get(
        `/api/feed/search?q=${encodeURIComponent(words)}&limit=50&cursor=${cursor}`,
      );
      const ids = page.body.posts.map((post: { id: string }) => post.id);
      expect(ids, `${words} from ${cursor}, ${when}`).toEqual(ranking.slice(cursor, cursor + 50));
    }
  }
}
/** How many searches found their query's list kept, in the test server's process so far (/metrics). */
async function searchHits() {
  const { url } = await getTestServer();
  const text = await (await fetch(`${url}/metrics`)).text();
  return Number(/circles_cache_lookups_total\{cache="post_searches",result="hit"\} (\d+)/.exec(text)?.[1]);
}

describe('post search ranks the newest matches the viewer may see (issue 18)', () => {
  it('pages through the same ranking as the plain query, for common, rare, old and combined words', async () => {
    const { reader, db } = await seedPosts();
    for (const words of ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'alpha gamma', 'post 12']) {
      const ranking = await expected(db, reader.userId, tsquery(words), searchTuning.candidates);
      for (const cursor of [0, 1000]) {
        const page = await reader.client.get(
          `/api/feed/search?q=${encodeURIComponent(words)}&limit=50&cursor=${cursor}`,
        );
        expect(page.status).toBe(200);
        const ids = page.body.posts.map((post: { id: string }) => post.id);
        expect(ids, `${words} from ${cursor}`).toEqual(ranking.slice(cursor, cursor + 50));
      }
    }
    // 'alpha' matches 5,400 posts the reader may see: only the newest are ranked, none of them hidden.
    expect((await expected(db, reader.userId, 'alpha:*', 10_000)).length).toBe(5400);
  }, 120_000);

  it('finds the same candidates whichever way each step reads them', async () => {
    const { reader, db } = await seedPosts();
    // Small numbers, so that time windows, the GIN index within a window and the index alone all take part.
    const cheap = 1e-9;
    const tunings = [
      { candidates: 30, sample: 200, windows: 3, costs: { walk: 0.36, bitmap: 0, entry: 0.5, heap: 1.5 } },
      { candidates: 300, sample: 100, windows: 1, costs: searchTuning.costs },
      { candidates: 300, sample: 200, windows: 3, costs: { walk: 1, bitmap: cheap, entry: cheap, heap: 1 } },
      { candidates: 300, sample: 200, windows: 3, costs: { walk: cheap, bitmap: 1, entry: 1, heap: 1 } },
    ];
    const queries = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'alpha gamma', 'beta gamma', 'nothing'];
    for (const tuning of tunings) {
      const search = createPostSearch(db, tuning);
      for (const words of queries) {
        const ranking = await expected(db, reader.userId, tsquery(words), tuning.candidates);
        const found = await search.rankedPage(reader.userId, tsquery(words), 0, tuning.candidates);
        expect(found, `${words} with ${JSON.stringify(tuning)}`).toEqual(ranking);
      }
    }
  }, 120_000);

  it('answers from a kept list exactly as the database does after posts are written, edited, hidden and deleted', async () => {
    const { reader, db } = await seedPosts();
    const expectSameAsDatabase = (when: string) => expectSearchesLikeDatabase(reader, db, when);
    await expectSameAsDatabase('first read');
    const hitsBefore = await searchHits();
    await expectSameAsDatabase('kept');
    expect(await searchHits()).toBeGreaterThan(hitsBefore);

    const idOf = async (where: ReturnType<typeof sql>) =>
      (await sql<{ id: string }>`select id from posts where ${where} limit 1`.execute(db)).rows[0]?.id ?? '';
    const newestGamma = await idOf(
      sql`content like '% gamma%' and circle_id = 'world' order by created_at desc`,
    );
    const newestEpsilon = await idOf(
      sql`content like '% epsilon%' and circle_id = 'world' order by created_at desc`,
    );
    const newestBeta = await idOf(
      sql`content like '% beta%' and circle_id = 'world' order by created_at desc`,
    );
    // Older than any 'alpha' list holds: made the best 'alpha' match, it must still not be ranked (too old).
    const oldest = await idOf(sql`circle_id = 'world' order by created_at asc`);
    const hidden =
      (
        await sql<{
          id: string;
        }>`select id from circles where type = 'private' order by created_at desc limit 1`.execute(db)
      ).rows[0]?.id ?? '';
    const written = await reader.client.post('/api/posts', {
      circleId: 'world',
      content: 'fresh gamma alpha beta',
    });
    expect(written.status).toBe(201);
    await sql`update posts set content = 'post alpha alpha alpha alpha gamma' where id = ${oldest}::uuid`.execute(
      db,
    );
    await sql`update posts set content = 'post alpha, no longer the other word' where id = ${newestEpsilon}::uuid`.execute(
      db,
    );
    await sql`update posts set circle_id = ${hidden} where id = ${newestBeta}::uuid`.execute(db);
    await sql`delete from posts where id = ${newestGamma}::uuid`.execute(db);
    await expectSameAsDatabase('after writes');
  }, 120_000);

  it('answers from a kept list exactly as the database does after the reader joins, leaves, is blocked and the circle opens', async () => {
    const { reader, db } = await seedPosts();
    const expectSameAsDatabase = (when: string) => expectSearchesLikeDatabase(reader, db, when);
    const { rows } = await sql<{ id: string; author: string }>`
      select c.id, p.author_id as author from circles as c join posts as p on p.circle_id = c.id
      where c.type = 'private' order by c.created_at desc limit 1`.execute(db);
    const hidden = rows[0]?.id ?? '';
    const author = rows[0]?.author ?? '';
    await expectSameAsDatabase('first read');
    const hitsBefore = await searchHits();
    await expectSameAsDatabase('kept');
    expect(await searchHits()).toBeGreaterThan(hitsBefore);

    await sql`insert into circle_memberships (circle_id, user_id, status)
      values (${hidden}, ${reader.userId}::uuid, 'member')`.execute(db);
    await expectSameAsDatabase('after joining the private circle');
    await sql`delete from circle_memberships where circle_id = ${hidden} and user_id = ${reader.userId}::uuid`.execute(
      db,
    );
    await expectSameAsDatabase('after leaving it');
    await sql`insert into blocks (blocker_id, blocked_id) values (${author}::uuid, ${reader.userId}::uuid)`.execute(
      db,
    );
    await expectSameAsDatabase('blocked by the author');
    await sql`delete from blocks where blocker_id = ${author}::uuid`.execute(db);
    await expectSameAsDatabase('unblocked');
    await sql`update circles set type = 'public' where id = ${hidden}`.execute(db);
    await expectSameAsDatabase('after the circle was made public');
  }, 120_000);

  it('reads a missing list once for the searches that arrive together, and all of them rank it alike', async () => {
    const { reader, db } = await seedPosts();
    const real = createPostsReads(db);
    let reads = 0;
    const repository = {
      ...real,
      searchNewestMatches: (query: string, limit: number) => {
        reads++;
        return real.searchNewestMatches(query, limit);
      },
    };
    const kept = createKeptPostData(repository);
    const service = createSearchReads({ repository, kept, changesHeard: async () => {} });
    kept.setEnabled(true);
    const search = () => service.search('alpha', reader.userId, undefined, 50);
    const pages = await Promise.all(Array.from({ length: 8 }, search));
    expect(reads).toBe(1);
    const ranking = await expected(db, reader.userId, 'alpha:*', searchTuning.candidates);
    for (const page of pages) expect(page.posts.map((post) => post.id)).toEqual(ranking.slice(0, 50));
    await search();
    expect([reads, kept.searchLists.stats().hits]).toEqual([1, 1]);
  }, 60_000);

  it("reads a kept list's changed posts once, and the searches after it check none of them", async () => {
    const { reader, db } = await seedPosts();
    const real = createPostsReads(db);
    const checked: string[][] = [];
    const folded: string[][] = [];
    const repository = {
      ...real,
      searchVisibleMatches: (viewerId: string, query: string, ids: string[]) => {
        if (ids.length > 0) checked.push(ids);
        return real.searchVisibleMatches(viewerId, query, ids);
      },
      searchCurrentMatches: (query: string, ids: string[]) => {
        folded.push(ids);
        return real.searchCurrentMatches(query, ids);
      },
    };
    const kept = createKeptPostData(repository);
    const service = createSearchReads({ repository, kept, changesHeard: async () => {} });
    kept.setEnabled(true);
    const search = () => service.search('epsilon', reader.userId, undefined, 50);
    await search();
    // Written where changes are not heard by themselves: the test tells the lists, as the listener would.
    const { rows } = await sql<{ id: string }>`
      insert into posts (author_id, circle_id, content)
      select ${reader.userId}::uuid, 'world', content
      from unnest(array['fresh epsilon news', 'nothing to find', 'more epsilon']) as content returning id`.execute(
      db,
    );
    for (const { id } of rows) kept.changed({ kind: 'words', id });
    const pages = await Promise.all([search(), search(), search()]);
    await search();
    expect(folded).toEqual([rows.map((row) => row.id)]);
    expect(checked).toEqual([]);
    const ranking = await expected(db, reader.userId, 'epsilon:*', searchTuning.candidates);
    for (const page of [...pages, await search()])
      expect(page.posts.map((post) => post.id)).toEqual(ranking.slice(0, 50));
  }, 60_000);
});
