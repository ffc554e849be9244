import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { reusableQuery } from '../../db/reusable-query';
import type { Database } from '../../db/schema';
import { notBlockedWith } from '../../lib/blocks-sql';
import { type CardRef, decodeRef, refCells } from './card-codec';

/** What members do to a post besides writing it: a first view (with the post page's entry) and a share. */
export const createPostsEngagement = (db: Kysely<Database>) => {
  /**
   * A post page's one statement: the post, if it is in that circle and its author and the viewer have not blocked
   * each other; the viewer's first view counted (the view row and the counter move together); and the card's
   * entry (versions, the viewer's marks) as a feed page has it, so the card itself can come from the card cache.
   * A first view adds one to the post's views and leaves its version (migration 0045); the entry carries the new
   * count, which the main query cannot see otherwise (a statement sees the snapshot from before its own writes).
   */
  const viewedRef = reusableQuery(
    db,
    (_shape: 'viewed ref', args: { postId: string; circleId: string; viewerId: string }) =>
      db
        .with('target', (cte) =>
          cte
            .selectFrom('posts as p')
            .select('p.id')
            .where('p.id', '=', args.postId)
            .where('p.circle_id', '=', args.circleId)
            .where(notBlockedWith(args.viewerId, 'p.author_id')),
        )
        .with('first_view', (cte) =>
          cte
            .insertInto('post_views')
            .columns(['post_id', 'user_id'])
            // A viewer seen before writes nothing at all (no transaction id, no commit to flush).
            .expression((eb) =>
              eb
                .selectFrom('target')
                .select(['target.id', sql<string>`${args.viewerId}::uuid`.as('user_id')])
                .where(
                  sql<boolean>`not exists (select 1 from post_views as seen
                    where seen.post_id = target.id and seen.user_id = ${args.viewerId}::uuid)`,
                ),
            )
            .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
            .returning('post_id'),
        )
        .with('bumped', (cte) =>
          cte
            .updateTable('posts')
            .set((eb) => ({ views: eb('views', '+', 1) }))
            .where('id', 'in', (eb) => eb.selectFrom('first_view').select('post_id'))
            .returning(['id', 'views']),
        )
        .selectFrom('posts as p')
        .innerJoin('target', 'target.id', 'p.id')
        .innerJoin('users as u', 'u.id', 'p.author_id')
        .innerJoin('circles as c', 'c.id', 'p.circle_id')
        .select(
          refCells(
            args.viewerId,
            sql<string>`p.card_version::text || '.' || u.card_version::text || '.' || c.card_version::text`,
            sql<number>`coalesce((select b.views from bumped as b), p.views)`,
          ).as('cells'),
        ),
  );

  return {
    /** Counts the member's first share of the post; returns the post's share count. */
    async recordShare(postId: string, userId: string) {
      return db.transaction().execute(async (trx) => {
        const first = await trx
          .insertInto('post_shares')
          .values({ post_id: postId, user_id: userId })
          .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
          .returning('post_id')
          .executeTakeFirst();
        const row = first
          ? await trx
              .updateTable('posts')
              .set((eb) => ({ shares_count: eb('shares_count', '+', 1) }))
              .where('id', '=', postId)
              .returning('shares_count')
              .executeTakeFirstOrThrow()
          : await trx
              .selectFrom('posts')
              .select('shares_count')
              .where('id', '=', postId)
              .executeTakeFirstOrThrow();
        return row.shares_count;
      });
    },

    /**
     * Counts the viewer's first view of the post and answers its card's entry, or nothing when the post is not in
     * that circle or a block stands between its author and the viewer. The circle's access is the caller's.
     */
    async viewPost(postId: string, circleId: string, viewerId: string): Promise<CardRef | undefined> {
      const { rows } = await viewedRef('viewed ref', { postId, circleId, viewerId });
      const cells = (rows[0] as { cells: (string | null)[] } | undefined)?.cells;
      return cells ? decodeRef(cells) : undefined;
    },
  };
};
