import type { PushSubscriptionInput } from '@circles/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Web Push subscriptions, and the one-time claim of each new notification for pushing (issue #18). */
export const createPushRepository = (db: Kysely<Database>) => ({
  /** A browser's subscription; the same endpoint signed in as another member moves to them. */
  save: (userId: string, subscription: PushSubscriptionInput) =>
    db
      .insertInto('push_subscriptions')
      .values({
        user_id: userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      })
      .onConflict((conflict) =>
        conflict.column('endpoint').doUpdateSet({
          user_id: userId,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
        }),
      )
      .execute(),

  remove: (userId: string, endpoint: string) =>
    db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where('endpoint', '=', endpoint)
      .execute(),

  /** The push service says the subscription is gone (404/410). */
  removeEndpoint: (endpoint: string) =>
    db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute(),

  /**
   * Of these new notifications, stamps and returns the ones to push: the recipient has a subscription and has
   * not turned push notifications off. Every process hears every id; the stamp makes exactly one send each.
   */
  claim: async (ids: number[]) => {
    if (ids.length === 0) return [];
    const { rows } = await sql<{
      id: number;
      user_id: string;
      title: string;
      message: string;
      action_url: string | null;
    }>`
      update notifications as n set pushed_at = now()
      where n.id = any(${sql.val(ids)}::bigint[])
        and n.pushed_at is null
        and not n.read
        and exists (select 1 from push_subscriptions as s where s.user_id = n.user_id)
        and coalesce((select p.preference_value from user_preferences as p
                      where p.user_id = n.user_id and p.preference_key = 'push_notifications'), 'true') = 'true'
      returning n.id, n.user_id, n.title, n.message, n.action_url`.execute(db);
    return rows;
  },

  listFor: (userIds: string[]) =>
    userIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('push_subscriptions')
          .select(['user_id', 'endpoint', 'p256dh', 'auth'])
          .where('user_id', 'in', userIds)
          .execute(),
});

export type PushRepository = ReturnType<typeof createPushRepository>;
