import { defaultCircleId } from '@circles/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { makeMember } from '../../lib/circle-membership';

// The contracts' 'world', as repository.ts exports it: repository.ts composes this file, so no import back.

/**
 * A new member's circle rows: a member of `world`, and the owner and member of a personal Favorites circle.
 * Idempotent. Run on the given transaction: by `ensureDefaultMemberships` at sign-up, and by the sign-up rehearsal
 * (auth/sign-up-rehearsal-repository.ts), which must cost what sign-up costs and so runs these very statements.
 */
export async function writeDefaultMemberships(trx: Kysely<Database>, userId: string) {
  await makeMember(trx, defaultCircleId, userId);
  const favorites = await trx
    .insertInto('circles')
    .values({
      name: 'Favorites',
      type: 'personal',
      personal_kind: 'favorites',
      owner_id: userId,
      description: 'Posts you saved',
      category: 'personal',
    })
    .onConflict((conflict) => conflict.columns(['owner_id', 'personal_kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (favorites) {
    await trx
      .insertInto('circle_memberships')
      .values({ circle_id: favorites.id, user_id: userId, status: 'member', invited_by: null })
      .onConflict((conflict) => conflict.columns(['circle_id', 'user_id']).doNothing())
      .execute();
  }
}

/** Each member's personal circles and default memberships (composed into repository.ts). */
export const createPersonalCirclesRepository = (db: Kysely<Database>) => ({
  async findPersonalId(ownerId: string, kind: string) {
    const row = await db
      .selectFrom('circles')
      .select('id')
      .where('owner_id', '=', ownerId)
      .where('personal_kind', '=', kind)
      .executeTakeFirst();
    return row?.id;
  },

  /**
   * The owner's personal circle of this kind, created with its owner as member when missing; returns its id.
   * Safe under concurrent calls (the owner/kind unique key decides).
   */
  async ensurePersonal(ownerId: string, kind: string, details: { name: string; description: string }) {
    return db.transaction().execute(async (trx) => {
      await trx
        .insertInto('circles')
        .values({
          name: details.name,
          type: 'personal',
          personal_kind: kind,
          owner_id: ownerId,
          description: details.description,
          category: 'personal',
        })
        .onConflict((conflict) => conflict.columns(['owner_id', 'personal_kind']).doNothing())
        .execute();
      const circle = await trx
        .selectFrom('circles')
        .select('id')
        .where('owner_id', '=', ownerId)
        .where('personal_kind', '=', kind)
        .executeTakeFirstOrThrow();
      await makeMember(trx, circle.id, ownerId);
      return circle.id;
    });
  },

  /**
   * Every member is in `world` and owns a personal Favorites circle. Idempotent, so it can be
   * repeated safely.
   */
  ensureDefaultMemberships: (userId: string) =>
    db.transaction().execute((trx) => writeDefaultMemberships(trx, userId)),
});
