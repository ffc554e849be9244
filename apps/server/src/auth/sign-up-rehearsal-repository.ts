import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

class RolledBack extends Error {}

/** The fields sign-up's user hook gives a new member (auth.ts `newMemberFields`), with the name typed in. */
export type RehearsedMember = {
  name: string;
  firstName: string;
  lastName: string;
  userHandle: string;
  role: 'member' | 'moderator' | 'admin';
};

/** The app's own writes for a new member, run on the caller's transaction (circles' `writeDefaultMemberships`). */
export type NewMemberWrites = (trx: Kysely<Database>, userId: string) => Promise<void>;

/**
 * A sign-up for a known email must cost what a new one costs, or its timing tells that the address has an account.
 * better-auth hashes the password on both paths; a new email then writes the member's rows. This writes them for a
 * throwaway member in one transaction and rolls it back: the same statements, locks and waits, under whatever load
 * the machine is in.
 *
 * How the rows stay the same as sign-up's:
 * - the app's rows (memberships, Favorites) are written by the very function sign-up runs (`newMemberWrites`);
 * - the user and credential rows are better-auth's, which cannot be handed a transaction of ours, so they are
 *   written here as better-auth writes them, column for column;
 * - sign-up-statements.test.ts records the SQL each path runs and fails when the lists differ (a better-auth
 *   upgrade, a new column or hook, a write added to sign-up).
 */
export const createSignUpRehearsalRepository = (db: Kysely<Database>, newMemberWrites: NewMemberWrites) => ({
  async rehearseNewMember(member: RehearsedMember, passwordHash: string) {
    await db
      .transaction()
      .execute(async (trx) => {
        const now = new Date();
        const user = await trx
          .insertInto('users')
          .values({
            full_name: member.name,
            email: `rehearsal-${randomUUID()}@invalid`,
            email_verified: false,
            created_at: now,
            updated_at: now,
            first_name: member.firstName,
            last_name: member.lastName,
            user_handle: member.userHandle,
            role: member.role,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('auth_accounts')
          .values({
            account_id: user.id,
            provider_id: 'credential',
            user_id: user.id,
            password: passwordHash,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .execute();
        await newMemberWrites(trx, user.id);
        throw new RolledBack();
      })
      .catch((error) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  },
});
