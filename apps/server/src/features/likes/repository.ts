import type { LikeableType } from '@circles/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotificationsWriter } from '../notifications/writer';

/** `notify` is the notifications writer (composed in composition-root.ts): a like tells the author. */
export const createLikesRepository = (db: Kysely<Database>, notify: NotificationsWriter) => ({
  /**
   * Flips the member's like and moves the item's counter by one, in one transaction. The primary key
   * (type, id, member) allows one like per member; the counter only moves when a row really came or went,
   * so it always equals the rows, even under concurrent toggles.
   */
  toggle(type: LikeableType, likeableId: string, userId: string) {
    return db.transaction().execute(async (trx) => {
      // One member's toggles on one item take turns, so each really flips (none is lost to a race).
      await sql`select pg_advisory_xact_lock(hashtext(${`like:${type}:${likeableId}:${userId}`}))`.execute(
        trx,
      );
      const added = await trx
        .insertInto('likes')
        .values({ likeable_type: type, likeable_id: likeableId, user_id: userId })
        .onConflict((conflict) => conflict.columns(['likeable_type', 'likeable_id', 'user_id']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      let delta = 1;
      if (!added) {
        const removed = await trx
          .deleteFrom('likes')
          .where('likeable_type', '=', type)
          .where('likeable_id', '=', likeableId)
          .where('user_id', '=', userId)
          .returning('user_id')
          .executeTakeFirst();
        delta = removed ? -1 : 0;
      }
      if (added) await notify.newLike(trx, { type, id: likeableId, actorId: userId });
      // Last before commit: the item's row stays locked from here to the commit, and every member liking it
      // waits for that lock.
      const counted =
        type === 'post'
          ? await trx
              .updateTable('posts')
              .set((eb) => ({ likes_count: eb('likes_count', '+', delta) }))
              .where('id', '=', likeableId)
              .returning('likes_count')
              .executeTakeFirstOrThrow()
          : await trx
              .updateTable('comments')
              .set((eb) => ({ likes_count: eb('likes_count', '+', delta) }))
              .where('id', '=', likeableId)
              .returning('likes_count')
              .executeTakeFirstOrThrow();
      return { liked: delta === 1, count: counted.likes_count };
    });
  },

  async state(type: LikeableType, likeableId: string, userId: string) {
    const counter =
      type === 'post'
        ? await db.selectFrom('posts').select('likes_count').where('id', '=', likeableId).executeTakeFirst()
        : await db
            .selectFrom('comments')
            .select('likes_count')
            .where('id', '=', likeableId)
            .executeTakeFirst();
    const mine = await db
      .selectFrom('likes')
      .select('user_id')
      .where('likeable_type', '=', type)
      .where('likeable_id', '=', likeableId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { liked: mine !== undefined, count: counter?.likes_count ?? 0 };
  },
});

export type LikesRepository = ReturnType<typeof createLikesRepository>;
