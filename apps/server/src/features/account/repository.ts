import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { privateVerificationBucket } from '../../storage/storage';
import { handOverLeftovers } from './erasure-leftovers';

/** Account deletion (issue #18): the grace period, and the erasure of everything a member left behind. */
export const createAccountRepository = (db: Kysely<Database>) => ({
  findPasswordHash: async (userId: string) =>
    (
      await db
        .selectFrom('auth_accounts')
        .select('password')
        .where('user_id', '=', userId)
        .where('provider_id', '=', 'credential')
        .executeTakeFirst()
    )?.password ?? null,

  /** When this session was opened with a passkey, or null (opened with a password, or gone). */
  findPasskeyVerifiedAt: async (sessionId: string) =>
    (
      await db
        .selectFrom('auth_sessions')
        .select('passkey_verified_at')
        .where('id', '=', sessionId)
        .executeTakeFirst()
    )?.passkey_verified_at ?? null,

  /** Starts the grace period and ends every session of the member, in one transaction. */
  scheduleDeletion: (userId: string, due: Date) =>
    db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ deletion_scheduled_at: due }).where('id', '=', userId).execute();
      await trx.deleteFrom('auth_sessions').where('user_id', '=', userId).execute();
    }),

  /** Undoes a pending deletion (the member signed in again); true when there was one. */
  cancelDeletion: async (userId: string) => {
    const rows = await db
      .updateTable('users')
      .set({ deletion_scheduled_at: null })
      .where('id', '=', userId)
      .where('deletion_scheduled_at', 'is not', null)
      .returning('id')
      .execute();
    return rows.length > 0;
  },

  findDeletion: (userId: string) =>
    db.selectFrom('users').select('deletion_scheduled_at').where('id', '=', userId).executeTakeFirst(),

  /**
   * Claims up to `limit` accounts due erasure, stamping each in one statement; rows another process is claiming are
   * skipped, so with several processes every account is erased by one of them only (issue #36). A claim lapses
   * after an hour: an erasure cut short by a crash is taken up again.
   */
  claimDue: (now: Date, limit: number) =>
    db
      .updateTable('users')
      .set({ erasure_claimed_at: sql`now()` })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('users')
          .select('id')
          .where('deletion_scheduled_at', '<=', now)
          .where('erased_at', 'is', null)
          .where((due) =>
            due.or([
              due('erasure_claimed_at', 'is', null),
              due('erasure_claimed_at', '<', sql<Date>`now() - interval '1 hour'`),
            ]),
          )
          .orderBy('deletion_scheduled_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning('id')
      .execute(),

  listPostIds: (userId: string) =>
    db.selectFrom('posts').select('id').where('author_id', '=', userId).execute(),

  /**
   * Erases what remains of a member once their posts are gone, in one transaction: their likes (counts move
   * back), comments (shown as removed, replies stay), favorites, votes, saves, scores, wall, notifications,
   * settings, memberships, personal circles, sessions and credentials; the row keeps only a placeholder name.
   * Returns the files to remove from storage (avatar, wall images, anything left).
   */
  erase: (userId: string) =>
    db.transaction().execute(async (trx) => {
      const still = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .where('deletion_scheduled_at', 'is not', null)
        .where('erased_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      // Signed in again (cancelled), or erased by another process meanwhile.
      if (!still) return null;

      await sql`update posts as p set likes_count = greatest(p.likes_count - 1, 0)
        from likes as l where l.user_id = ${userId} and l.likeable_type = 'post' and l.likeable_id = p.id`.execute(
        trx,
      );
      await sql`update comments as c set likes_count = greatest(c.likes_count - 1, 0)
        from likes as l where l.user_id = ${userId} and l.likeable_type = 'comment' and l.likeable_id = c.id`.execute(
        trx,
      );
      await trx.deleteFrom('likes').where('user_id', '=', userId).execute();
      await sql`update posts as p set shares_count = greatest(p.shares_count - 1, 0)
        from post_shares as s where s.user_id = ${userId} and s.post_id = p.id`.execute(trx);

      await sql`update posts as p set comments_count = greatest(p.comments_count - x.n, 0)
        from (select post_id, count(*)::int as n from comments
              where user_id = ${userId} and parent_id is null and not is_deleted group by post_id) as x
        where p.id = x.post_id`.execute(trx);
      await trx
        .updateTable('comments')
        .set({ is_deleted: true, content: '[removed]', updated_at: new Date() })
        .where('user_id', '=', userId)
        .execute();

      for (const table of [
        'favorites',
        'post_views',
        'post_shares',
        'governance_votes',
        'governance_comment_likes',
        'marketplace_saves',
        'game_scores',
        'walls',
        'notifications',
        'notification_email_state',
        'user_preferences',
        'user_security_icons',
        'mutes',
        'push_subscriptions',
        'circle_memberships',
        'circle_join_requests',
        'auth_sessions',
        'auth_accounts',
        'auth_passkeys',
      ] as const) {
        await trx.deleteFrom(table).where('user_id', '=', userId).execute();
      }
      await trx.deleteFrom('governance_comments').where('user_id', '=', userId).execute();
      // Their governance proposals (issue #40), but an adopted one: the policy's history names it ('Deleted member').
      await trx
        .deleteFrom('governance_proposals')
        .where('author_id', '=', userId)
        .where('status', '!=', 'adopted')
        .execute();
      await trx
        .deleteFrom('blocks')
        .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
        .execute();
      await trx.deleteFrom('circles').where('owner_id', '=', userId).where('type', '=', 'personal').execute();
      // Their direct messages (issue #40) and their place in each conversation; the other member keeps their own.
      await trx.deleteFrom('messages').where('sender_id', '=', userId).execute();
      await trx.deleteFrom('conversation_members').where('user_id', '=', userId).execute();
      // Their invitation links (issue #41); a link they used stays with its maker, naming 'Deleted member'.
      await trx.deleteFrom('invitations').where('created_by', '=', userId).execute();
      // Their marketplace listings (issue #40): others' saves go with them; the photos' uploads go below.
      await trx.deleteFrom('marketplace_listings').where('seller_id', '=', userId).execute();
      const files: { bucket: string; path: string }[] = await trx
        .deleteFrom('media_uploads')
        .where('owner_id', '=', userId)
        .returning(['bucket', 'path'])
        .execute();
      // Verification requests (issue #17): a photo still waiting for review goes with them.
      const identityPhotos = await trx
        .deleteFrom('verification_requests')
        .where('user_id', '=', userId)
        .returning('photo_path')
        .execute();
      for (const { photo_path } of identityPhotos) {
        if (photo_path) files.push({ bucket: privateVerificationBucket, path: photo_path });
      }
      await handOverLeftovers(trx, userId);
      const tombstone = userId.replaceAll('-', '').slice(0, 20);
      await trx
        .updateTable('users')
        .set({
          email: `erased-${userId}@erased.invalid`,
          email_verified: false,
          first_name: 'Deleted',
          last_name: 'member',
          full_name: 'Deleted member',
          user_handle: `deleted${tombstone}`,
          avatar_url: null,
          bio: '',
          icon1_code: null,
          icon2_code: null,
          icon3_code: null,
          manual_verification: false,
          profile_completed: false,
          deletion_scheduled_at: null,
          erased_at: new Date(),
        })
        .where('id', '=', userId)
        .execute();
      return files;
    }),
});

export type AccountRepository = ReturnType<typeof createAccountRepository>;
