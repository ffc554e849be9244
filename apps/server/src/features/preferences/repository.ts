import type { PreferenceKey } from '@circles/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Every query is scoped to one member: a member only ever reads or writes their own rows. */
export const createPreferencesRepository = (db: Kysely<Database>) => ({
  listForUser(userId: string) {
    return db
      .selectFrom('user_preferences')
      .select(['preference_key', 'preference_value'])
      .where('user_id', '=', userId)
      .execute();
  },

  async findValue(userId: string, key: PreferenceKey) {
    const row = await db
      .selectFrom('user_preferences')
      .select('preference_value')
      .where('user_id', '=', userId)
      .where('preference_key', '=', key)
      .executeTakeFirst();
    return row?.preference_value;
  },

  async upsert(userId: string, key: PreferenceKey, value: string) {
    await db
      .insertInto('user_preferences')
      .values({ user_id: userId, preference_key: key, preference_value: value })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'preference_key'])
          .doUpdateSet({ preference_value: value, updated_at: new Date() }),
      )
      .execute();
  },
});

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
