import { recentActivityDays } from '@circles/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { canSeeCircleSql } from '../../lib/circle-access';
import { containsPattern } from '../../lib/like-pattern';
import { withTypoTolerance } from '../../lib/typo-tolerance';
import { type CircleForViewer, circlesForViewerQuery, defaultCircleId } from './repository';

export type CircleWithActivity = CircleForViewer & { activity: number };

/** Each circle with its posts of the last 7 days, counted along posts_circle_feed_idx. */
const withActivity = (db: Kysely<Database>, viewerId: string) =>
  circlesForViewerQuery(db, viewerId).select((eb) =>
    eb
      .selectFrom('posts as p')
      .select(eb.fn.countAll<number>().as('n'))
      .whereRef('p.circle_id', '=', 'c.id')
      .where('p.created_at', '>', sql<Date>`now() - make_interval(days => ${recentActivityDays})`)
      .as('activity'),
  );

/** The /circles discovery lists and the circle search (issue #20). */
export const createCircleDiscoveryRepository = (db: Kysely<Database>) => ({
  /**
   * Public circles other than `world` (everyone is in it already), ranked by recent posts (trending: only
   * circles with any) or by members (big).
   */
  async listRanked(viewerId: string, list: 'trending' | 'big', limit: number) {
    const ranked = db
      .selectFrom(
        withActivity(db, viewerId)
          .where('c.type', '=', 'public')
          .where('c.id', '!=', defaultCircleId)
          .as('d'),
      )
      .selectAll('d');
    const ordered =
      list === 'trending'
        ? ranked.where('d.activity', '>', 0).orderBy('d.activity', 'desc').orderBy('d.member_count', 'desc')
        : ranked.orderBy('d.member_count', 'desc').orderBy('d.activity', 'desc');
    const rows = await ordered.orderBy(sql`lower(d.name)`).orderBy('d.id').limit(limit).execute();
    return rows as CircleWithActivity[];
  },

  /**
   * Circles whose name or description contains `text` (`contains`), or whose name is close to it (`similar`:
   * trigrams, forgiving typos as people search does: lib/typo-tolerance.ts), among those the viewer may see.
   * Names containing it first, busiest first; similar names closest first.
   */
  search(viewerId: string, text: string, limit: number, mode: 'contains' | 'similar') {
    if (mode === 'contains') return searchIn(db, viewerId, text, limit, mode);
    return withTypoTolerance(db, (trx) => searchIn(trx, viewerId, text, limit, mode));
  },
});

/** One circle search on `db` (a transaction with the typo threshold for `similar`). */
async function searchIn(
  db: Kysely<Database>,
  viewerId: string,
  text: string,
  limit: number,
  mode: 'contains' | 'similar',
) {
  const pattern = containsPattern(text);
  const matches =
    mode === 'contains'
      ? sql<boolean>`(c.name ilike ${pattern} or c.description ilike ${pattern})`
      : sql<boolean>`(lower(c.name) % lower(${text}) or lower(${text}) <% lower(c.name))`;
  const nameMatch = sql<boolean>`c.name ilike ${pattern}`;
  // Among names that do not contain the text (typos, description matches), the closest first.
  const closeness = sql<number>`case when ${nameMatch} then 1 else word_similarity(lower(${text}), lower(c.name)) end`;
  // Counting a circle's posts of the week is the costly part (300 at a time on the bench database), so only
  // the circles that can still make the page are counted: the first `limit` by name match and closeness,
  // with everything tied with the last of them.
  const contenders = db
    .selectFrom('circles as c')
    .leftJoin('circle_memberships as mine', (join) =>
      join.onRef('mine.circle_id', '=', 'c.id').on('mine.user_id', '=', viewerId),
    )
    .select('c.id')
    .where(matches)
    .where(canSeeCircleSql('c', 'mine', viewerId))
    .orderBy(nameMatch, 'desc')
    .orderBy(closeness, 'desc')
    .fetch(limit, 'with ties');
  const rows = await db
    .selectFrom(
      withActivity(db, viewerId)
        .select([nameMatch.as('name_match'), closeness.as('closeness')])
        .where('c.id', 'in', contenders)
        .as('d'),
    )
    .selectAll('d')
    .orderBy('d.name_match', 'desc')
    .orderBy('d.closeness', 'desc')
    .orderBy('d.activity', 'desc')
    .orderBy('d.member_count', 'desc')
    .orderBy(sql`lower(d.name)`)
    .orderBy('d.id')
    .limit(limit)
    .execute();
  return rows as unknown as CircleWithActivity[];
}

export type CircleDiscoveryRepository = ReturnType<typeof createCircleDiscoveryRepository>;
