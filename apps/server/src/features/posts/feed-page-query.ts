import { type Kysely, sql } from 'kysely';
import { reusableQuery } from '../../db/reusable-query';
import type { Database } from '../../db/schema';
import { notBlockedWith } from '../../lib/blocks-sql';
import { type CircleAccess, circleAccessQuery, joinedCircleIdsQuery } from '../../lib/circle-access';
import { cardVersionByKeys, refCells } from './card-codec';
import type { AuthorPostKind, CardQueries } from './card-queries';

/** A feed page's shape (what its compiled query depends on) and its parameters. */
export type PageShape = {
  feed: 'home' | 'circle' | 'author';
  kind?: AuthorPostKind;
  after: boolean;
  limit: number;
};
export type PageArgs = {
  viewerId: string;
  circleId: string;
  authorId: string;
  createdAt: string;
  id: string;
};

export const createFeedPage = (db: Kysely<Database>, { postCards, authorPosts, asCards }: CardQueries) => {
  /**
   * Feed pages, built and compiled once per shape (see reusable-query.ts): each post's id, versions and the
   * viewer's marks (`refCells`), the cards themselves come from the card cache. A circle's page also carries
   * the circle's access row, so the service can apply the access policy without a second round trip.
   */
  const feedPage = reusableQuery(db, (shape: PageShape, args: PageArgs) => {
    const limit = Math.trunc(shape.limit);
    const beforeCursor = sql<boolean>`(p.created_at, p.id) < (${args.createdAt}::timestamptz, ${args.id}::uuid)`;
    // Mutes (issue #17): a muted member's posts leave the viewer's home and circle feeds; a muted circle's posts
    // leave home (the circle's own page still shows them to whoever opens it). Each list is read once per page
    // (an InitPlan), not probed for every post, as blocks are (blocks-sql.ts).
    const mutedIds = (targetType: 'member' | 'circle') => sql`array(
        select mu.target_id from mutes as mu where mu.user_id = ${args.viewerId}::uuid
          and mu.target_type = ${sql.lit(targetType)})`;
    const authorNotMuted = sql<boolean>`p.author_id::text <> all (${mutedIds('member')})`;
    if (shape.feed === 'home') {
      // Home: the newest `limit` posts of each joined circle along posts_circle_feed_idx, then the newest `limit`
      // of those. Work is bounded by the member's circles whatever their size; a join of memberships and posts
      // left the choice to a generic plan that could not know world holds half of all posts, and at 100k posts
      // it sorted all of world's for every page (92 ms p50; bench/feed-growth.ts). Each circle's rows carry
      // what the page needs of the post, so the page does not look the posts up again.
      const newestPerCircle = db
        .selectFrom(joinedCircleIdsQuery(db, args.viewerId).as('jc'))
        .innerJoinLateral(
          (eb) => {
            let newest = eb
              .selectFrom('posts as p')
              .select(['p.id', 'p.created_at', 'p.card_version', 'p.views', 'p.author_id', 'p.circle_id'])
              .whereRef('p.circle_id', '=', 'jc.circle_id')
              .where(notBlockedWith(args.viewerId, 'p.author_id'))
              .where(authorNotMuted);
            if (shape.after) newest = newest.where(beforeCursor);
            return newest
              .orderBy('p.created_at', 'desc')
              .orderBy('p.id', 'desc')
              .limit(sql.lit(limit))
              .as('l');
          },
          (join) => join.onTrue(),
        )
        .selectAll('l')
        .where(sql<boolean>`jc.circle_id <> all (${mutedIds('circle')})`)
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(sql.lit(limit));
      // The member's circles come with the page: a process that keeps the page (kept/feed-pages.ts) drops it
      // when a post appears in any of them.
      return asCards(
        db
          .selectFrom(newestPerCircle.as('p'))
          .select(refCells(args.viewerId, cardVersionByKeys).as('cells'))
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc'),
      ).select(sql<string[]>`array(${joinedCircleIdsQuery(db, args.viewerId)})`.as('circles'));
    }
    let query = postCards(args.viewerId, refCells(args.viewerId));
    if (shape.feed === 'author') {
      query = authorPosts(query, args.authorId, args.viewerId, shape.kind ?? 'all');
    } else {
      // '(select $n)' hides which circle from the planner, so every circle gets the same (generic) plan along
      // posts_circle_feed_idx; a plain parameter made PostgreSQL re-plan for each run (world is half of all
      // posts), which cost more than running the query.
      query = query.where(sql<boolean>`p.circle_id = (select ${args.circleId}::text)`).where(authorNotMuted);
    }
    if (shape.after) query = query.where(beforeCursor);
    // The limit is a literal: with only ids as parameters the prepared statement's generic plan stays the good
    // one (a parameter limit made PostgreSQL plan for a large page and scan everything).
    const cards = asCards(
      query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(sql.lit(limit)),
    );
    if (shape.feed !== 'circle') return cards;
    const access = circleAccessQuery(db, args.circleId, args.viewerId);
    return cards.select(sql<CircleAccess | null>`(select row_to_json(a) from (${access}) as a)`.as('access'));
  });
  return feedPage;
};
