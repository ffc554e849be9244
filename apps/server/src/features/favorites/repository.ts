import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export type FavoriteRow = { post_id: string; created_at: string };
export type FavoritesCursor = { createdAt: string; id: string };

export const createFavoritesRepository = (db: Kysely<Database>) => ({
  /** Saving twice keeps the first save (and its place in the list). */
  async save(userId: string, postId: string) {
    await db
      .insertInto('favorites')
      .values({ user_id: userId, post_id: postId })
      .onConflict((conflict) => conflict.columns(['user_id', 'post_id']).doNothing())
      .execute();
  },

  async remove(userId: string, postId: string) {
    await db.deleteFrom('favorites').where('user_id', '=', userId).where('post_id', '=', postId).execute();
  },

  /** Newest first; created_at as text with all six fractional digits, so cursors compare exactly. */
  page(userId: string, after: FavoritesCursor | null, limit: number): Promise<FavoriteRow[]> {
    let query = db
      .selectFrom('favorites')
      .select([
        'post_id',
        sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('created_at'),
      ])
      .where('user_id', '=', userId);
    if (after) {
      query = query.where(
        sql<boolean>`(created_at, post_id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      );
    }
    return query.orderBy('created_at', 'desc').orderBy('post_id', 'desc').limit(limit).execute();
  },

  /** How many saved posts lie in each circle, so the count can follow the access rule per circle. */
  countByCircle(userId: string) {
    return db
      .selectFrom('favorites as f')
      .innerJoin('posts as p', 'p.id', 'f.post_id')
      .select(['p.circle_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('f.user_id', '=', userId)
      .groupBy('p.circle_id')
      .execute();
  },
});

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
