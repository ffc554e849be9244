import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { hashInvitationToken } from './token';

/** The maker is under a suspension in force: their links let nobody in meanwhile. */
const makerSuspended = sql<boolean>`exists (select 1 from suspensions s where s.user_id = invitations.created_by
  and (s.until is null or s.until > now()))`;

/**
 * Takes the link for the account about to be made: one conditional update, so two sign-ups racing for one link
 * cannot both take it. Returns its id, or undefined when the link is unknown, used, expired, revoked or its maker
 * suspended. Run by sign-up (on the pool) and by its rehearsal for a known email (on its rolled-back transaction).
 */
export const claimInvitation = async (db: Kysely<Database>, token: string) =>
  (
    await db
      .updateTable('invitations')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', hashInvitationToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where(sql<boolean>`not ${makerSuspended}`)
      .returning('id')
      .executeTakeFirst()
  )?.id;

/** Names the account that took the link, once it exists (right after its creation). */
export const bindInvitation = (db: Kysely<Database>, invitationId: string, userId: string) =>
  db
    .updateTable('invitations')
    .set({ used_by: userId })
    .where('id', '=', invitationId)
    .where('used_by', 'is', null)
    .execute();

/** Member's invitation links (issue #41). */
export const createInvitationsRepository = (db: Kysely<Database>) => ({
  claim: (token: string) => claimInvitation(db, token),
  bind: (invitationId: string, userId: string) => bindInvitation(db, invitationId, userId),

  /**
   * A new link, unless the member already holds `maxUnused` unused unexpired ones: counted and inserted under a
   * per-member lock, so concurrent requests cannot pass the limit together. Undefined when over it.
   */
  create: (userId: string, tokenHash: string, expiresAt: Date, maxUnused: number) =>
    db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`invitations:${userId}`}))`.execute(trx);
      const { count } = await trx
        .selectFrom('invitations')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('created_by', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirstOrThrow();
      if (Number(count) >= maxUnused) return undefined;
      return trx
        .insertInto('invitations')
        .values({ created_by: userId, token_hash: tokenHash, expires_at: expiresAt })
        .returning(['id', 'expires_at'])
        .executeTakeFirstOrThrow();
    }),

  /** The member's links, newest first, with who used each (a name, 'Deleted member' once erased). */
  list: (userId: string, limit: number) =>
    db
      .selectFrom('invitations as i')
      .leftJoin('users as u', 'u.id', 'i.used_by')
      .select([
        'i.id',
        'i.created_at',
        'i.expires_at',
        'i.used_at',
        'i.used_by',
        'u.full_name',
        'u.user_handle',
        sql<boolean>`i.expires_at <= now()`.as('is_expired'),
      ])
      .where('i.created_by', '=', userId)
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id')
      .limit(limit)
      .execute(),

  find: (userId: string, invitationId: string) =>
    db
      .selectFrom('invitations')
      .select(['id', 'used_at'])
      .where('id', '=', invitationId)
      .where('created_by', '=', userId)
      .executeTakeFirst(),

  /** Revokes an unused link (deletes it); false when it was used meanwhile or is gone. */
  async revoke(userId: string, invitationId: string) {
    const result = await db
      .deleteFrom('invitations')
      .where('id', '=', invitationId)
      .where('created_by', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /** Whether a sign-up's token would be taken now (read only: before any write, alike for every address). */
  async isUsable(token: string) {
    const row = await db
      .selectFrom('invitations')
      .select('id')
      .where('token_hash', '=', hashInvitationToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where(sql<boolean>`not ${makerSuspended}`)
      .executeTakeFirst();
    return row !== undefined;
  },
});

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
