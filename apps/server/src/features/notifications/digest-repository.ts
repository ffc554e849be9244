import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { chosenLanguageSql } from '../../lib/i18n';
import { notificationMessageSql } from '../../lib/notification-message';

export type DigestTimings = { inactiveMs: number; everyMs: number };

/** SQL of the notification email digest: the atomic claim, and what a digest lists. */
export const createDigestRepository = (db: Kysely<Database>) => ({
  /**
   * Claims up to `limit` members due a digest and stamps their digest time in one statement: email
   * notifications on, verified, inactive for `inactiveMs` (users.last_active_at), no digest for `everyMs`, and an unread notification
   * newer than both their last activity and their last digest. The conditional upsert takes each member's row
   * lock, so with several processes every member is claimed by one of them only.
   */
  async claimDue(timings: DigestTimings, limit: number) {
    const inactiveSince = sql<Date>`now() - make_interval(secs => ${timings.inactiveMs / 1000})`;
    const lastDigestBefore = sql<Date>`now() - make_interval(secs => ${timings.everyMs / 1000})`;
    const result = await sql<{
      user_id: string;
      email: string;
      first_name: string;
      language: string | null;
      since: Date | null;
    }>`
      with due as (
        select u.id, s.last_digest_at from users u
        left join notification_email_state s on s.user_id = u.id
        where u.email_verified
          and coalesce((select p.preference_value from user_preferences p
            where p.user_id = u.id and p.preference_key = 'email_notifications'), 'true') = 'true'
          and (u.last_active_at is null or u.last_active_at < ${inactiveSince})
          and (s.last_digest_at is null or s.last_digest_at < ${lastDigestBefore})
          and exists (select 1 from notifications n where n.user_id = u.id and not n.read
            and n.created_at > coalesce(s.last_digest_at, '-infinity')
            and n.created_at > coalesce(u.last_active_at, '-infinity'))
        limit ${limit}
      ), claimed as (
        insert into notification_email_state as st (user_id, last_digest_at)
        select id, now() from due
        on conflict (user_id) do update set last_digest_at = now()
        where st.last_digest_at is null or st.last_digest_at < ${lastDigestBefore}
        returning st.user_id
      )
      select c.user_id, u.email, u.first_name, ${chosenLanguageSql(sql.ref('u.id'))} as language,
        due.last_digest_at as since
      from claimed c join users u on u.id = c.user_id join due on due.id = c.user_id`.execute(db);
    return result.rows;
  },

  /** Where a member's digest goes, how it greets them and in which language (Settings' test digest, issue #54). */
  findRecipient(userId: string) {
    return db
      .selectFrom('users as u')
      .select(['u.email', 'u.first_name', chosenLanguageSql(sql.ref('u.id')).as('language')])
      .where('u.id', '=', userId)
      .executeTakeFirst();
  },

  /** The unread notifications a digest lists, newest first. */
  listUnread(userId: string, limit: number) {
    return db
      .selectFrom('notifications as n')
      .leftJoin('users as a', 'a.id', 'n.actor_id')
      .select([
        'n.title',
        notificationMessageSql('n', 'a').as('message'),
        'n.text_key',
        'n.text_values',
        'a.full_name as actor_name',
        'n.created_at',
      ])
      .where('n.user_id', '=', userId)
      .where('n.read', '=', false)
      .orderBy('n.id', 'desc')
      .limit(limit)
      .execute();
  },

  async countUnread(userId: string) {
    const row = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('read', '=', false)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
});

export type DigestRepository = ReturnType<typeof createDigestRepository>;
