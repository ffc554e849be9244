import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const createIconsRepository = (db: Kysely<Database>) => ({
  listAll() {
    return db
      .selectFrom('icons')
      .select(['icon_id', 'icon_name', 'category', 'icon_code'])
      .orderBy('category', 'asc')
      .orderBy('icon_id', 'asc')
      .execute();
  },
});

export type IconsRepository = ReturnType<typeof createIconsRepository>;
