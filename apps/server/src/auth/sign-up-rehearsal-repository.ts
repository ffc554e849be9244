import { randomUUID } from 'node:crypto';
import { defaultCircleId } from '@circles/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

class RolledBack extends Error {}

/**
 * A sign-up for a known email must cost what a new one costs, or its timing tells that the address has an account.
 * better-auth hashes the password on both paths; a new email then writes the member's rows (user, memberships of
 * world and Favorites, credential account). This writes the same rows for a throwaway member in one transaction and
 * rolls it back: the same statements, locks and waits, under whatever load the machine is in.
 */
export const createSignUpRehearsalRepository = (db: Kysely<Database>) => ({
  async rehearseNewMember(handle: string, passwordHash: string) {
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('user_handle', '=', handle).executeTakeFirst();
        const user = await trx
          .insertInto('users')
          .values({
            email: `rehearsal-${randomUUID()}@invalid`,
            full_name: 'Rehearsal',
            first_name: 'Rehearsal',
            last_name: 'Rehearsal',
            user_handle: handle,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('circle_memberships')
          .values({ circle_id: defaultCircleId, user_id: user.id, status: 'member', invited_by: null })
          .execute();
        const favorites = await trx
          .insertInto('circles')
          .values({
            name: 'Favorites',
            type: 'personal',
            personal_kind: 'favorites',
            owner_id: user.id,
            description: 'Posts you saved',
            category: 'personal',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('circle_memberships')
          .values({ circle_id: favorites.id, user_id: user.id, status: 'member', invited_by: null })
          .execute();
        await trx
          .insertInto('auth_accounts')
          .values({
            user_id: user.id,
            account_id: user.id,
            provider_id: 'credential',
            password: passwordHash,
          })
          .execute();
        throw new RolledBack();
      })
      .catch((error) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  },
});
