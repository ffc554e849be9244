import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { notificationMessageSql } from '../../lib/notification-message';

/**
 * The rows that carry new direct messages (issue #40) to the live stream and Web Push stay out of the list and
 * its count: the messages badge counts them, and reading the conversation marks them read.
 */
const notAboutMessages = (table: 'n' | 'notifications') =>
  sql<boolean>`(${sql.ref(`${table}.action_url`)} is null or ${sql.ref(`${table}.action_url`)} not like '/messages/%')`;

export const createNotificationsRepository = (db: Kysely<Database>) => {
  const withActor = () =>
    db
      .selectFrom('notifications as n')
      .leftJoin('users as a', 'a.id', 'n.actor_id')
      .select([
        'n.id',
        'n.user_id',
        'n.type',
        'n.title',
        notificationMessageSql('n', 'a').as('message'),
        'n.text_key',
        'n.text_values',
        'n.action_url',
        'n.circle_id',
        'n.read',
        'n.read_at',
        'n.created_at',
        'a.id as actor_id',
        'a.full_name as actor_name',
        'a.avatar_url as actor_avatar_url',
      ]);

  return {
    /** Newest first, offset paging as docs/product.md §Limits describes (offset = number already loaded). */
    list(userId: string, options: { limit: number; offset: number; unreadOnly: boolean }) {
      let query = withActor().where('n.user_id', '=', userId).where(notAboutMessages('n'));
      if (options.unreadOnly) query = query.where('n.read', '=', false);
      return query.orderBy('n.id', 'desc').limit(options.limit).offset(options.offset).execute();
    },

    /** What a reconnecting stream missed: the member's notifications after an event id, oldest first. */
    listSince(userId: string, afterId: number, limit: number) {
      return withActor()
        .where('n.user_id', '=', userId)
        .where('n.id', '>', afterId)
        .orderBy('n.id', 'asc')
        .limit(limit)
        .execute();
    },

    /**
     * The member's notifications up to `upToId` written in the last `seconds`: what a reconnecting stream sends
     * again, since one of them may have committed, or been sent, after a later id the browser already has.
     */
    listRecentUpTo(userId: string, upToId: number, seconds: number, limit: number) {
      // The member's last `limit` ids up to it first (an index range that stops there), then the recent ones of
      // those: a member with years of notifications costs no more than one with a few.
      const lastIds = db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', '<=', upToId)
        .orderBy('id', 'desc')
        .limit(limit);
      return withActor()
        .where('n.id', 'in', lastIds)
        .where('n.created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
        .orderBy('n.id', 'asc')
        .execute();
    },

    /** Announced notifications for the members with open streams in this process. */
    listByIds(ids: number[], userIds: string[]) {
      if (ids.length === 0 || userIds.length === 0) return Promise.resolve([]);
      return withActor()
        .where('n.id', 'in', ids)
        .where('n.user_id', 'in', userIds)
        .orderBy('n.id', 'asc')
        .execute();
    },

    async countUnread(userId: string) {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('read', '=', false)
        .where(notAboutMessages('notifications'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks one of the member's own notifications read; false when it is not theirs (or does not exist). */
    async markRead(userId: string, id: number) {
      const row = await db
        .updateTable('notifications')
        .set((eb) => ({ read: true, read_at: eb.fn.coalesce('read_at', eb.val(new Date())) }))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async markAllRead(userId: string) {
      await db
        .updateTable('notifications')
        .set({ read: true, read_at: new Date() })
        .where('user_id', '=', userId)
        .where('read', '=', false)
        .execute();
    },
  };
};

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
export type NotificationRow = Awaited<ReturnType<NotificationsRepository['list']>>[number];
