import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { memberConnectionColumns } from '../../lib/member-connection';
import { memberExists } from '../../lib/member-exists';

/** A member's blocks (issue #17). */
export const createBlocksRepository = (db: Kysely<Database>) => ({
  /**
   * Blocks the member and, in the same transaction, undoes what tied the two together: pending invitations
   * either way, and the notifications each had from the other.
   */
  add: (blockerId: string, blockedId: string) =>
    db.transaction().execute(async (trx) => {
      await trx
        .insertInto('blocks')
        .values({ blocker_id: blockerId, blocked_id: blockedId })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      await trx
        .deleteFrom('circle_memberships')
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', blockedId), eb('invited_by', '=', blockerId)]),
            eb.and([eb('user_id', '=', blockerId), eb('invited_by', '=', blockedId)]),
          ]),
        )
        .execute();
      await trx
        .deleteFrom('notifications')
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', blockerId), eb('actor_id', '=', blockedId)]),
            eb.and([eb('user_id', '=', blockedId), eb('actor_id', '=', blockerId)]),
          ]),
        )
        .execute();
    }),

  remove: (blockerId: string, blockedId: string) =>
    db.deleteFrom('blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).execute(),

  /** True when `blockerId` blocked `blockedId` (one way only). */
  hasBlocked: async (blockerId: string, blockedId: string) =>
    (await db
      .selectFrom('blocks')
      .select('blocker_id')
      .where('blocker_id', '=', blockerId)
      .where('blocked_id', '=', blockedId)
      .executeTakeFirst()) !== undefined,

  /** True when either has blocked the other. */
  between: async (a: string, b: string) =>
    (
      await sql<{ one: number }>`select 1 as one from blocks
        where (blocker_id = ${a}::uuid and blocked_id = ${b}::uuid)
           or (blocker_id = ${b}::uuid and blocked_id = ${a}::uuid)
        limit 1`.execute(db)
    ).rows.length > 0,

  /** Of these members, the ones blocked by or blocking `viewerId`. */
  blockedAmong: async (viewerId: string, memberIds: string[]) => {
    if (memberIds.length === 0) return new Set<string>();
    const rows = await db
      .selectFrom('blocks')
      .select(['blocker_id', 'blocked_id'])
      .where((eb) =>
        eb.or([
          eb.and([eb('blocker_id', '=', viewerId), eb('blocked_id', 'in', memberIds)]),
          eb.and([eb('blocked_id', '=', viewerId), eb('blocker_id', 'in', memberIds)]),
        ]),
      )
      .execute();
    return new Set(rows.map((row) => (row.blocker_id === viewerId ? row.blocked_id : row.blocker_id)));
  },

  /** The members this member blocked, newest block first. */
  list: (blockerId: string) =>
    db
      .selectFrom('blocks as b')
      .innerJoin('users as u', 'u.id', 'b.blocked_id')
      .select(memberConnectionColumns)
      .where('b.blocker_id', '=', blockerId)
      .orderBy('b.created_at', 'desc')
      .execute(),

  memberExists: (memberId: string) => memberExists(db, memberId),
});

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
