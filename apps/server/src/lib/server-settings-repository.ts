import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Settings every server process on the database must share (table server_settings, issue #36). */
export const createServerSettingsRepository = (db: Kysely<Database>) => ({
  /**
   * The stored value of `name`; when there is none yet, `make()`'s value is stored first. Processes asking at
   * once all get the value of whichever insert came first.
   */
  async getOrCreate(name: string, make: () => string) {
    await db
      .insertInto('server_settings')
      .values({ name, value: make() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const row = await db
      .selectFrom('server_settings')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  },
});

export type ServerSettingsRepository = ReturnType<typeof createServerSettingsRepository>;
