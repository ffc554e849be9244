import type { PushSubscriptionInput } from '@circles/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { uncountedList } from '../../db/uncounted-list';
import { chosenLanguageSql } from '../../lib/i18n';

/** Web Push subscriptions, and the one-time claim of each new notification for pushing (issue #18). */
export const createPushRepository = (db: Kysely<Database>) => ({
  /**
   * A browser's subscription, tied to the session that saves it (deleted with that session: a foreign key with
   * on delete cascade). The same endpoint saved by another session, or signed in as another member, moves there.
   */
  save: (viewer: { userId: string; sessionId: string }, subscription: PushSubscriptionInput) =>
    db
      .insertInto('push_subscriptions')
      .values({
        user_id: viewer.userId,
        session_id: viewer.sessionId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      })
      .onConflict((conflict) =>
        conflict.column('endpoint').doUpdateSet({
          user_id: viewer.userId,
          session_id: viewer.sessionId,
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
   * Of these new notifications, stamps and returns the ones to push: the recipient has a subscription, has not
   * turned push notifications off and is not suspended. Every process hears every id; the stamp makes exactly
   * one send each.
   */
  claim: async (ids: number[]) => {
    if (ids.length === 0) return [];
    const { rows } = await sql<{
      id: number;
      user_id: string;
      title: string;
      message: string;
      text_key: string | null;
      text_values: Record<string, string> | null;
      action_url: string | null;
      actor_name: string | null;
      language: string | null;
    }>`
      update notifications as n set pushed_at = now()
      where n.id = any(${uncountedList(ids, 'bigint')})
        and n.pushed_at is null
        and not n.read
        and exists (select 1 from push_subscriptions as s where s.user_id = n.user_id)
        and not exists (select 1 from suspensions as x where x.user_id = n.user_id
                        and (x.until is null or x.until > now()))
        and coalesce((select p.preference_value from user_preferences as p
                      where p.user_id = n.user_id and p.preference_key = 'push_notifications'), 'true') = 'true'
      returning n.id, n.user_id, n.title, n.message, n.text_key, n.text_values, n.action_url,
        (select a.full_name from users as a where a.id = n.actor_id) as actor_name,
        ${chosenLanguageSql(sql.ref('n.user_id'))} as language`.execute(db);
    return rows;
  },

  /** The members' subscriptions whose session is still open (an expired one may not be deleted yet). */
  listFor: (userIds: string[]) =>
    userIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('push_subscriptions as ps')
          .innerJoin('auth_sessions as s', 's.id', 'ps.session_id')
          .select(['ps.user_id', 'ps.endpoint', 'ps.p256dh', 'ps.auth'])
          .where('ps.user_id', 'in', userIds)
          .where('s.expires_at', '>', new Date())
          .execute(),
});

export type PushRepository = ReturnType<typeof createPushRepository>;
