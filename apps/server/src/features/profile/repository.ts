import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const createProfileRepository = (db: Kysely<Database>) => ({
  findById(userId: string) {
    return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  },

  async isHandleTaken(handle: string) {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('user_handle', '=', handle)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The member's own six icons in order; the only read of the security icons, for their owner alone. */
  async findOwnIcons(userId: string) {
    return db
      .selectFrom('users as u')
      .leftJoin('user_security_icons as s', 's.user_id', 'u.id')
      .select([
        'u.icon1_code',
        'u.icon2_code',
        'u.icon3_code',
        's.icon4_code',
        's.icon5_code',
        's.icon6_code',
      ])
      .where('u.id', '=', userId)
      .executeTakeFirst();
  },

  async countKnownIcons(codes: string[]) {
    const row = await db
      .selectFrom('icons')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('icon_code', 'in', codes)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /** Stores the six icons (three shown, three kept for security) and marks the profile complete, atomically. */
  async completeProfile(userId: string, codes: [string, string, string, string, string, string]) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          icon1_code: codes[0],
          icon2_code: codes[1],
          icon3_code: codes[2],
          profile_completed: true,
          updated_at: new Date(),
        })
        .where('id', '=', userId)
        .execute();
      const security = {
        icon4_code: codes[3],
        icon5_code: codes[4],
        icon6_code: codes[5],
        updated_at: new Date(),
      };
      await trx
        .insertInto('user_security_icons')
        .values({ user_id: userId, ...security })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(security))
        .execute();
    });
  },
});
