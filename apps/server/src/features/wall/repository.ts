import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type StoredWall = { version: number; background: string; elements: unknown; updated_at: Date };

export const createWallRepository = (db: Kysely<Database>) => ({
  async memberExists(userId: string) {
    const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    return row !== undefined;
  },

  find(userId: string): Promise<StoredWall | undefined> {
    return db
      .selectFrom('walls')
      .select(['version', 'background', 'elements', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  /**
   * Writes the whole wall if it is still at `expectedVersion` (0: never saved) and answers the new row;
   * undefined when another save got there first. One statement, so a save is all or nothing.
   */
  async save(userId: string, expectedVersion: number, background: string, elements: unknown) {
    const json = JSON.stringify(elements);
    if (expectedVersion === 0) {
      return db
        .insertInto('walls')
        .values({ user_id: userId, version: 1, background, elements: json })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .returning(['version', 'background', 'elements', 'updated_at'])
        .executeTakeFirst();
    }
    return db
      .updateTable('walls')
      .set((eb) => ({
        version: eb('version', '+', 1),
        background,
        elements: json,
        updated_at: new Date(),
      }))
      .where('user_id', '=', userId)
      .where('version', '=', expectedVersion)
      .returning(['version', 'background', 'elements', 'updated_at'])
      .executeTakeFirst();
  },
});

export type WallRepository = ReturnType<typeof createWallRepository>;
