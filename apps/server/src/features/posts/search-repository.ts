import { type Kysely, sql } from 'kysely';
import type { CircleType, Database, MembershipStatus } from '../../db/schema';
import { eachOf, listedValue } from '../../db/uncounted-list';
import { blockedEitherWay, notBlockedWith } from '../../lib/blocks-sql';
import { canSeeContentSql } from '../../lib/circle-access';
import { preciseIsoFromMicros } from '../../lib/epoch-micros';

/**
 * How a post search finds its candidates (issue #18): the newest `candidates` matches the viewer may see, which
 * are then ranked. The API serves pages up to offset 1,000 of 50 posts, so 1,050 fills every page it serves; each
 * candidate more costs time for words in a few percent of posts (2,000 made those searches miss 50 ms).
 * - `sample`: how many of the newest posts are read first (newest first, along posts_recent_idx).
 * - `windows`: how many time windows are tried before the rest comes from the rarest word's GIN index alone.
 * - `costs`: what each way of reading a window costs, in microseconds, measured on the bench database: per post
 *   of the window read and checked (`walk`), per post of the window in posts_recent_idx's bitmap (`bitmap`),
 *   per post the GIN index lists for a word (`entry`), per post read from the heap for the index (`heap`).
 */
export type SearchTuning = {
  candidates: number;
  sample: number;
  windows: number;
  costs: { walk: number; bitmap: number; entry: number; heap: number };
};
export const searchTuning: SearchTuning = {
  candidates: 1050,
  sample: 1200,
  windows: 3,
  costs: { walk: 0.36, bitmap: 0.06, entry: 0.5, heap: 1.5 },
};

/** A match: its id and its time (microseconds since the epoch). */
export type SearchMatch = { id: string; us: number };
/** A visible match and its rank. */
export type SearchCandidate = SearchMatch & { rank: number };
/** A match with where it was posted and by whom: what decides who may see it (kept/search-lists.ts keeps these). */
export type SourcedMatch = SearchCandidate & { circleId: string; authorId: string };
/** Everything strictly older than this (time, then id) is still to be searched. */
type Boundary = { us: number; id: string };

type Sample = {
  walked: number;
  boundary_us: number | null;
  boundary_id: string | null;
  newest_us: number | null;
  oldest_us: number | null;
  word_counts: number[];
  matches: [string, number, number, string, string][];
};

const noId = '00000000-0000-0000-0000-000000000000';
type SourcedRow = { id: string; us: number; rank: number; circle_id: string; author_id: string };
const sourced = (row: SourcedRow): SourcedMatch => ({
  id: row.id,
  us: Number(row.us),
  rank: Number(row.rank),
  circleId: row.circle_id,
  authorId: row.author_id,
});
/** A parameter turned into a tsquery once per statement (an InitPlan), not once per row in a generic plan. */
const tsquery = (text: string) => sql`(select to_tsquery('simple', ${text}))`;
/**
 * What the viewer may see of post `post` in circle `c`: the circles policy, and no author blocked either way. With
 * no viewer, every post counts (the matches a search cache keeps for everyone, each checked again per viewer).
 */
const visible = (viewerId: string | null, post: 'p' | 'r') =>
  viewerId === null
    ? sql`true`
    : sql`${canSeeContentSql('c', viewerId)} and ${notBlockedWith(viewerId, `${post}.author_id`)}`;
const micros = (column: string) => sql<number>`(extract(epoch from ${sql.ref(column)}) * 1000000)::int8`;

export const createPostSearch = (db: Kysely<Database>, tuning: SearchTuning = searchTuning) => {
  /**
   * The newest `sample` posts, read once in one pass (the subquery's order lets PostgreSQL walk posts_recent_idx
   * and stop): the visible matches among them, newest first; how many posts match each word alone (to pick the
   * rarest word, and how to search on); the oldest post read, where the search goes on from.
   */
  async function readSample(viewerId: string | null, query: string, words: string[]) {
    const wordCounts = sql.join(
      words.map((word) => sql`count(*) filter (where r.search_vector @@ ${tsquery(word)})::int`),
    );
    const isMatch = sql`r.search_vector @@ ${tsquery(query)} and ${visible(viewerId, 'r')}`;
    const { rows } = await sql<Sample>`
      select
        count(*)::int as walked,
        max(r.us) as newest_us,
        min(r.us) as boundary_us,
        (array_agg(r.id order by r.created_at, r.id))[1] as boundary_id,
        (select ${micros('created_at')} from posts order by created_at, id limit 1) as oldest_us,
        array[${wordCounts}] as word_counts,
        coalesce(json_agg(json_build_array(r.id, r.us, ts_rank(r.search_vector, ${tsquery(query)}),
          r.circle_id, r.author_id)
          order by r.created_at desc, r.id desc) filter (where ${isMatch}), '[]') as matches
      from (
        select id, created_at, ${micros('created_at')} as us, circle_id, author_id, search_vector from posts
        order by created_at desc, id desc limit ${sql.lit(tuning.sample)}
      ) as r
      join circles as c on c.id = r.circle_id
    `.execute(db);
    return rows[0] as Sample;
  }

  /**
   * The newest `limit` visible matches older than `before` (and not older than `from`, when given), ranked.
   * `driver` is the rarest word: when set, its GIN index lists the posts holding it (intersected with the time
   * window by a BitmapAnd) and only those are checked against the whole query; when null, every post of the
   * window is read and checked (ts_match_vq is the @@ operator as a function, which no index answers: for a
   * common word the index would list a large share of the table first); when it is the whole query, the index
   * has checked it already. The matches are materialized, so the order and limit outside cannot lead
   * PostgreSQL to walk posts_recent_idx row by row, and only the kept ones are ranked.
   */
  async function readOlder(
    viewerId: string | null,
    query: string,
    driver: string | null,
    before: Boundary,
    from: number | null,
    limit: number,
  ) {
    const { rows } = await sql<SourcedRow>`
      with found as materialized (
        select p.id, p.created_at, p.search_vector, p.circle_id, p.author_id
        from posts as p join circles as c on c.id = p.circle_id
        where (p.created_at, p.id) < (${preciseIsoFromMicros(before.us)}::timestamptz, ${before.id}::uuid)
          ${from === null ? sql`` : sql`and p.created_at >= ${preciseIsoFromMicros(from)}::timestamptz`}
          ${driver === null ? sql`` : sql`and p.search_vector @@ ${tsquery(driver)}`}
          ${driver === query ? sql`` : sql`and ts_match_vq(p.search_vector, ${tsquery(query)})`}
          and ${visible(viewerId, 'p')}
      )
      select f.id, ${micros('f.created_at')} as us, ts_rank(f.search_vector, ${tsquery(query)}) as rank,
        f.circle_id, f.author_id
      from (select * from found order by created_at desc, id desc limit ${limit}) as f
    `.execute(db);
    return rows.map(sourced);
  }

  /**
   * The newest `wanted` posts matching `query` that the viewer may see (to_tsquery syntax: `words`, each `word:*`,
   * joined by '&'), ranked; with no viewer, of all posts. A word in most posts is found among the newest few thousand. Otherwise the search goes back in time
   * windows, each sized from how often matches came so far to hold a quarter more than are still needed, and read
   * the cheaper way for the rarest word; whatever they miss comes from that word's GIN index alone. Every step is
   * bounded by a window or by the index: no search reads the table newest first to its end (500 ms at 1M posts).
   */
  async function findCandidates(viewerId: string | null, query: string, wanted: number) {
    const words = query.split('&').map((word) => word.trim());
    const sample = await readSample(viewerId, query, words);
    const found: SourcedMatch[] = sample.matches
      .slice(0, wanted)
      .map(([id, us, rank, circleId, authorId]) => ({ id, us: Number(us), rank, circleId, authorId }));
    if (found.length >= wanted || sample.walked < tuning.sample || !sample.boundary_id) return found;

    const counts = sample.word_counts;
    const rarest = counts.indexOf(Math.min(...counts));
    const rarestWord = words[rarest] ?? query;
    const rarestShare = (counts[rarest] ?? 0) / tuning.sample;
    const newest = Number(sample.newest_us);
    const oldest = Number(sample.oldest_us);
    const { walk, bitmap, entry, heap } = tuning.costs;
    let before: Boundary = { us: Number(sample.boundary_us), id: sample.boundary_id };
    const postsPerUs = tuning.sample / Math.max(newest - before.us, 1);
    let matchesPerUs = found.length / Math.max(newest - before.us, 1);
    for (let window = 0; found.length < wanted; window++) {
      const needed = wanted - found.length;
      const from = matchesPerUs > 0 ? Math.floor(before.us - (1.25 * needed) / matchesPerUs) : oldest;
      const windowPosts = (before.us - from) * postsPerUs;
      const wordPosts = rarestShare * (before.us - oldest) * postsPerUs;
      // The cheapest of: reading every post of the window; the word's index within the window (its entries,
      // the window's bitmap, the heap for the word's posts in it); the word's index alone (the heap for all).
      const walkCost = walk * windowPosts;
      const windowCost = entry * wordPosts + (bitmap + heap * rarestShare) * windowPosts;
      const aloneCost = (entry + heap) * wordPosts;
      const isLast =
        window === tuning.windows || from <= oldest || aloneCost <= Math.min(walkCost, windowCost);
      const rows = isLast
        ? await readOlder(viewerId, query, rarestWord, before, null, needed)
        : await readOlder(viewerId, query, walkCost <= windowCost ? null : rarestWord, before, from, needed);
      found.push(...rows);
      if (isLast) break;
      // The next window is sized by how often matches came in this one: the newest posts may be a burst of other
      // words (or of this one), and a rate taken from them made each window too small until the index alone was
      // left (a word in 10% of posts after a burst of posts holding it: 250 ms instead of 10).
      matchesPerUs =
        rows.length > 0
          ? rows.length / Math.max(before.us - from, 1)
          : found.length / Math.max(newest - from, 1);
      before = { us: from, id: noId };
    }
    return found;
  }

  return {
    /**
     * The ids of one page of posts matching `query`, best rank first, newest as tiebreak, among the newest
     * `candidates` matches the viewer may see; `offset` pages through the ranking.
     */
    async rankedPage(viewerId: string, query: string, offset: number, limit: number) {
      return rankedIds(await findCandidates(viewerId, query, tuning.candidates), offset, limit);
    },

    /**
     * The newest `limit` posts matching `query` whoever may see them, newest first, with their rank, circle and
     * author (kept/search-lists.ts keeps them).
     */
    newestMatches: (query: string, limit: number): Promise<SourcedMatch[]> =>
      findCandidates(null, query, limit),

    /**
     * What the access rule needs for a kept list's sources, in one statement: the type and owner of each of
     * `circleIds` that still exists and, with a viewer, the viewer's membership status in each circle they have one
     * in and the members blocked either way (kept/search-access.ts keeps them).
     */
    async accessFacts(viewerId: string | null, circleIds: string[]) {
      const { rows } = await sql<{
        circles: [string, CircleType, string | null][];
        statuses: Record<string, MembershipStatus> | null;
        blocked: string[] | null;
      }>`
        select
          coalesce((select json_agg(json_build_array(c.id, c.type, c.owner_id)) from circles as c
            where c.id = any(${circleIds}::text[])), '[]'::json) as circles,
          ${
            viewerId
              ? sql`coalesce((select json_object_agg(m.circle_id, m.status) from circle_memberships as m
                  where m.user_id = ${viewerId}::uuid), '{}'::json)`
              : sql`null::json`
          } as statuses,
          ${viewerId ? blockedEitherWay(viewerId) : sql`null::uuid[]`} as blocked
      `.execute(db);
      const row = rows[0];
      return {
        circles: new Map((row?.circles ?? []).map(([id, type, owner_id]) => [id, { type, owner_id }])),
        standing:
          viewerId === null
            ? undefined
            : {
                statuses: new Map(Object.entries(row?.statuses ?? {})),
                blocked: new Set(row?.blocked ?? []),
              },
      };
    },

    /**
     * Of the posts `ids`, those that match `query` now and that the viewer may see now (with no viewer, whoever
     * may), with their rank, circle and author: a kept list's changed posts, as the database holds them now.
     */
    async visibleMatches(viewerId: string | null, query: string, ids: string[]): Promise<SourcedMatch[]> {
      if (ids.length === 0) return [];
      // Each id looked up by key, in a statement planned once per connection (db/uncounted-list.ts).
      const { rows } = await sql<SourcedRow>`
        select found.* from ${eachOf(ids, 'uuid')} cross join lateral (
          select p.id, ${micros('p.created_at')} as us, ts_rank(p.search_vector, ${tsquery(query)}) as rank,
            p.circle_id, p.author_id
          from posts as p join circles as c on c.id = p.circle_id
          where p.id = ${listedValue} and p.search_vector @@ ${tsquery(query)} and ${visible(viewerId, 'p')}
          offset 0) as found
      `.execute(db);
      return rows.map(sourced);
    },
  };
};

/** Newest first: by time, then id (the order of posts_recent_idx). */
export const newestFirst = (a: SearchMatch, b: SearchMatch) =>
  b.us - a.us || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** One page of `candidates` as ids, best rank first, newest as tiebreak. */
export const rankedIds = (candidates: SearchCandidate[], offset: number, limit: number) =>
  [...candidates]
    .sort((a, b) => b.rank - a.rank || newestFirst(a, b))
    .slice(offset, offset + limit)
    .map((candidate) => candidate.id);
