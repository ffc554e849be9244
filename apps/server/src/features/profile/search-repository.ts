import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { withTypoTolerance } from '../../lib/typo-tolerance';

/** A people search ranks every match when there are at most this many (else it reads the closest first). */
const rankedInFull = 200;
/** How many members tied for closest a people search reads before it looks at what the tie is. */
const tieCap = 500;

const columns = [
  'id',
  'full_name',
  'avatar_url',
  'manual_verification',
  'user_handle',
  'profile_completed',
] as const;

/**
 * Members with a completed profile whose name or handle contains `text` (`contains`), or is close to it by
 * trigrams (`similar`; pg_trgm: `%` on the whole name, or `<%` with lib/typo-tolerance.ts's word similarity, so
 * that 'pereria' finds Jonathan Pereira; operators, so the trigram indexes answer). An
 * exact handle first, then the closest (by name or by handle), then by name; at most `limit`.
 */
export function searchPeople(
  db: Kysely<Database>,
  text: string,
  limit: number,
  mode: 'contains' | 'similar',
) {
  const query = text.toLowerCase().replace(/^@/, '');
  const contains = containsPattern(query);
  const matches =
    mode === 'contains'
      ? sql<boolean>`(lower(full_name) like ${contains} or user_handle like ${contains})`
      : sql<boolean>`(lower(full_name) % ${query} or user_handle % ${query}
          or ${query} <% lower(full_name) or ${query} <% user_handle)`;
  // Written `is true`, the test cannot become an index condition: where the members come from the GiST indexes
  // in distance order, a generic plan would otherwise list every match first.
  const isMatch = sql<boolean>`(profile_completed and ${matches}) is true`;
  const matching = (executor: Kysely<Database>) =>
    executor.selectFrom('users').select(columns).where('profile_completed', '=', true).where(matches);
  // biome-ignore lint/suspicious/noExplicitAny: any query over users' columns.
  const ranked = <Query extends SelectQueryBuilder<any, any, any>>(members: Query): Query =>
    members
      .orderBy(sql`user_handle = ${query}`, 'desc')
      .orderBy(
        sql`greatest(similarity(lower(full_name), ${query}), similarity(user_handle, ${query}))`,
        'desc',
      )
      .orderBy(sql`lower(full_name)`)
      .orderBy('id')
      .limit(limit) as Query;

  /**
   * With many matches (a common name, or every member a 'Bench Member'), ranking them all cost two
   * similarities each (70 ms at 10,000). The GiST indexes list the closest by name and the closest by handle
   * in distance order, each with whoever ties with its last: the best `limit` overall are among the two lists
   * (a member outside both has `limit` members closer by name and `limit` closer by handle). Ties are read up
   * to a cap; past it, they are dropped only when they share nothing with the text (distance 1) and enough
   * closer members remain. Null when every match must be ranked after all.
   */
  async function closestIds(executor: Kysely<Database>) {
    const list = (column: 'lower(full_name)' | 'user_handle', tag: number) => sql`(
      select ${sql.lit(tag)} as list, t.id, t.distance from (
        select id, ${sql.raw(column)} <-> ${query} as distance from users where ${isMatch}
        order by ${sql.raw(column)} <-> ${query} fetch first ${sql.lit(limit)} rows with ties) as t
      limit ${sql.lit(tieCap + 1)})`;
    const { rows } = await sql<{ list: number; id: string; distance: number }>`
      ${list('lower(full_name)', 1)} union all ${list('user_handle', 2)}`.execute(executor);
    const ids = new Set<string>();
    const close = new Set<string>();
    let droppedFar = false;
    for (const tag of [1, 2]) {
      let closest = rows.filter((row) => row.list === tag);
      if (closest.length > tieCap) {
        if ((closest[limit - 1]?.distance ?? 1) < 1) return null;
        closest = closest.filter((row) => row.distance < 1);
        droppedFar = true;
      }
      for (const row of closest) {
        ids.add(row.id);
        if (row.distance < 1) close.add(row.id);
      }
    }
    return droppedFar && close.size < limit ? null : [...ids];
  }

  async function find(executor: Kysely<Database>) {
    // Few matches (a name, a typo): the trigram indexes list them all, and all are ranked.
    const few = await ranked(
      executor
        .selectFrom(
          matching(executor)
            .limit(rankedInFull + 1)
            .as('m'),
        )
        .selectAll('m')
        .select(sql<number>`count(*) over ()`.as('matched')),
    ).execute();
    if (Number(few[0]?.matched ?? 0) <= rankedInFull) return few.map(({ matched: _, ...row }) => row);
    const ids = await closestIds(executor);
    if (!ids) return ranked(matching(executor)).execute();
    // They matched a moment ago: testing the text again cost four trigram comparisons a member.
    return ranked(
      executor
        .selectFrom('users')
        .select(columns)
        .where(sql<boolean>`id = any(${ids}::uuid[])`)
        .where('profile_completed', '=', true),
    ).execute();
  }

  if (mode === 'contains') return find(db);
  return withTypoTolerance(db, find);
}
