import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** The server_settings row naming the media store this database's files were written to (issue #56). */
const storeIdSetting = 'media_store_id';

export type MediaSample = { bucket: 'posts' | 'avatars' | 'wall'; path: string };

/** What the start's media check reads and records (storage/media-dir-check.ts). */
export const createMediaStoreRepository = (db: Kysely<Database>) => ({
  /**
   * The newest `count` uploads and `count` others at random: cheap, and old files are looked at too. Only uploads
   * whose file is at their path: a video or audio still queued for processing (or failed) is kept elsewhere.
   */
  async sample(count: number): Promise<MediaSample[]> {
    const stored = db.selectFrom('media_uploads').where('processing', 'in', ['done', 'backfill']);
    const newest = await stored
      .select(['bucket', 'path'])
      .orderBy('created_at', 'desc')
      .limit(count)
      .execute();
    const random = await stored.select(['bucket', 'path']).orderBy(sql`random()`).limit(count).execute();
    const seen = new Set<string>();
    return [...newest, ...random].filter((row) => {
      const key = `${row.bucket}/${row.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  },

  async recordedStoreId() {
    const row = await db
      .selectFrom('server_settings')
      .select('value')
      .where('name', '=', storeIdSetting)
      .executeTakeFirst();
    return row?.value ?? null;
  },

  async recordStoreId(id: string) {
    await db
      .insertInto('server_settings')
      .values({ name: storeIdSetting, value: id })
      .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: id }))
      .execute();
  },
});

export type MediaStoreRepository = ReturnType<typeof createMediaStoreRepository>;
