import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { makeMember } from '../../lib/circle-membership';
import type { NotificationsWriter } from '../notifications/writer';

/**
 * Requests to join private circles (issue #17): a table apart from memberships (see docs/decisions.md). `notify` is
 * the notifications writer (composed in composition-root.ts): requests and decisions tell people.
 */
export const createJoinRequestsRepository = (db: Kysely<Database>, notify: NotificationsWriter) => {
  /** Deletes the request and returns whether there was one: one decision per request, even when two race. */
  const take = (trx: Kysely<Database>, circleId: string, userId: string) =>
    trx
      .deleteFrom('circle_join_requests')
      .where('circle_id', '=', circleId)
      .where('user_id', '=', userId)
      .returning('user_id')
      .executeTakeFirst();

  return {
    /** Adds the request and tells the circle's owner and moderators; false when one is already waiting. */
    create: (circleId: string, userId: string, message: string | null) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('circle_join_requests')
          .values({ circle_id: circleId, user_id: userId, message })
          .onConflict((conflict) => conflict.columns(['circle_id', 'user_id']).doNothing())
          .returning('user_id')
          .executeTakeFirst();
        if (row) await notify.joinRequest(trx, { kind: 'requested', circleId, requesterId: userId });
        return row !== undefined;
      }),

    /** Withdraws the requester's own request; false when there was none. */
    withdraw: async (circleId: string, userId: string) => (await take(db, circleId, userId)) !== undefined,

    /** The waiting requests, oldest first. */
    list: (circleId: string) =>
      db
        .selectFrom('circle_join_requests as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select(['u.id', 'u.full_name', 'u.avatar_url', 'u.manual_verification', 'r.message', 'r.created_at'])
        .where('r.circle_id', '=', circleId)
        .where('u.erased_at', 'is', null)
        .orderBy('r.created_at')
        .orderBy('u.id')
        .limit(200)
        .execute(),

    /**
     * Approves: the requester becomes a member (an invitation they also had becomes membership too), and is told.
     * False when there was no request.
     */
    approve: (circleId: string, userId: string) =>
      db.transaction().execute(async (trx) => {
        if (!(await take(trx, circleId, userId))) return false;
        await makeMember(trx, circleId, userId);
        await notify.joinRequest(trx, { kind: 'approved', circleId, requesterId: userId, reason: null });
        return true;
      }),

    /** Rejects: the request goes and the requester is told, with the reason. False when there was no request. */
    reject: (circleId: string, userId: string, reason: string | null) =>
      db.transaction().execute(async (trx) => {
        if (!(await take(trx, circleId, userId))) return false;
        await notify.joinRequest(trx, { kind: 'rejected', circleId, requesterId: userId, reason });
        return true;
      }),
  };
};

export type JoinRequestsRepository = ReturnType<typeof createJoinRequestsRepository>;
