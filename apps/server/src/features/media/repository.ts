import type { MediaBucket, MediaKind } from '@circles/contracts';
import type { Kysely } from 'kysely';
import type { Database, ImageVariantJson } from '../../db/schema';
import { unheldUpload } from '../../lib/unheld-upload';

export type NewUpload = {
  ownerId: string;
  bucket: MediaBucket;
  path: string;
  kind: MediaKind;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  variants?: ImageVariantJson[];
  /** 'queued' for a video or audio that ffmpeg has still to process (issue #52). */
  processing?: 'queued' | 'done';
};

export const createMediaRepository = (db: Kysely<Database>) => ({
  /** Records an upload; false when the path is already taken (the caller picks another). */
  async insert(upload: NewUpload) {
    const row = await db
      .insertInto('media_uploads')
      .values({
        owner_id: upload.ownerId,
        bucket: upload.bucket,
        path: upload.path,
        kind: upload.kind,
        content_type: upload.contentType,
        size_bytes: upload.size,
        width: upload.width,
        height: upload.height,
        variants: JSON.stringify(upload.variants ?? []),
        processing: upload.processing ?? 'done',
      })
      .onConflict((conflict) => conflict.constraint('media_uploads_path_unique').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The upload and, when attached, the circle of its post (for access checks). */
  findWithCircle(bucket: MediaBucket, path: string) {
    return db
      .selectFrom('media_uploads as m')
      .leftJoin('posts as p', 'p.id', 'm.post_id')
      .select([
        'm.id',
        'm.owner_id',
        'm.bucket',
        'm.path',
        'm.kind',
        'm.content_type',
        'm.size_bytes',
        'm.variants',
        'm.post_id',
        'm.listing_id',
        'm.message_id',
        'm.on_wall',
        'm.processing',
        'm.poster',
        'p.circle_id',
      ])
      .where('m.bucket', '=', bucket)
      .where('m.path', '=', path)
      .executeTakeFirst();
  },

  /** Whether the member is in the conversation of this direct message (issue #40: its photo is theirs to see). */
  async isMessageParticipant(messageId: number, userId: string) {
    const row = await db
      .selectFrom('messages as dm')
      .innerJoin('conversation_members as cm', 'cm.conversation_id', 'dm.conversation_id')
      .select('cm.user_id')
      .where('dm.id', '=', messageId)
      .where('cm.user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Deletes the owner's upload if no post, listing (or saved wall) uses it; returns whether a row went. */
  async deleteUnattached(ownerId: string, bucket: MediaBucket, path: string) {
    const deleted = await db
      .deleteFrom('media_uploads')
      .where('owner_id', '=', ownerId)
      .where('bucket', '=', bucket)
      .where('path', '=', path)
      .where(unheldUpload())
      .returning('id')
      .executeTakeFirst();
    return deleted !== undefined;
  },

  /** Post uploads no post or listing holds, older than the cut-off (abandoned drafts), oldest first. */
  listOrphans(olderThan: Date, limit: number) {
    return db
      .selectFrom('media_uploads')
      .select(['owner_id', 'bucket', 'path'])
      .where('bucket', '=', 'posts')
      .where(unheldUpload())
      .where('created_at', '<', olderThan)
      .orderBy('created_at')
      .limit(limit)
      .execute();
  },

  /** Wall uploads no saved wall shows, older than the cut-off, oldest first. */
  listWallOrphans(olderThan: Date, limit: number) {
    return db
      .selectFrom('media_uploads')
      .select(['owner_id', 'bucket', 'path'])
      .where('bucket', '=', 'wall')
      .where('on_wall', '=', false)
      .where('created_at', '<', olderThan)
      .orderBy('created_at')
      .limit(limit)
      .execute();
  },

  /** Which of these paths are the owner's own image uploads in the wall bucket that nothing but the wall holds. */
  async listOwnWallImages(ownerId: string, paths: string[]) {
    if (paths.length === 0) return [];
    const rows = await db
      .selectFrom('media_uploads')
      .select('path')
      .where('owner_id', '=', ownerId)
      .where('bucket', '=', 'wall')
      .where('kind', '=', 'image')
      .where('path', 'in', paths)
      .where(unheldUpload({ wall: true }))
      .execute();
    return rows.map((row) => row.path);
  },

  /** Marks exactly these of the owner's wall uploads as shown on the saved wall, and the rest as not. */
  async markOnWall(ownerId: string, paths: string[]) {
    await db
      .updateTable('media_uploads')
      .set((eb) => ({
        on_wall: paths.length === 0 ? eb.lit(false) : eb('path', 'in', paths).$castTo<boolean>(),
      }))
      .where('owner_id', '=', ownerId)
      .where('bucket', '=', 'wall')
      .execute();
  },
});

export type MediaRepository = ReturnType<typeof createMediaRepository>;
