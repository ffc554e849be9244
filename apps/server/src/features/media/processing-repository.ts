import { type Kysely, sql } from 'kysely';
import type { Database, PosterJson } from '../../db/schema';
import { mediaInfoOf } from '../../lib/media-info';

/** An upload a process claimed for ffmpeg (issue #52). */
export type ProcessingClaim = {
  id: string;
  owner_id: string;
  bucket: 'posts' | 'avatars' | 'wall';
  path: string;
  kind: 'image' | 'video' | 'audio';
  processing: 'queued' | 'backfill';
  pending_post_id: string | null;
  post_id: string | null;
  processing_attempts: number;
};

export type ProcessedUpload = {
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  durationMs: number;
  poster: PosterJson | null;
};

const leaseFromNow = (ms: number) => sql<Date>`now() + make_interval(secs => ${ms / 1000})`;

/** The media pipeline's rows: uploads waiting for ffmpeg, claimed by one process at a time. */
export const createProcessingRepository = (db: Kysely<Database>) => ({
  /**
   * Claims the oldest upload waiting for ffmpeg that no live process holds: new uploads before the backfill of
   * earlier ones. `skip locked` lets processes claim side by side; the lease lets another take over from a process
   * that died mid-run.
   */
  async claimNext(processId: string, leaseMs: number) {
    const result = await sql<ProcessingClaim>`
      update media_uploads set
        processing_claimed_by = ${processId},
        processing_claimed_until = ${leaseFromNow(leaseMs)},
        processing_attempts = processing_attempts + 1
      where id = (
        select id from media_uploads
        where processing in ('queued', 'backfill')
          and (processing_claimed_until is null or processing_claimed_until < now())
        order by processing = 'backfill', created_at
        limit 1
        for update skip locked
      )
      returning id, owner_id, bucket, path, kind, processing, pending_post_id, post_id, processing_attempts`.execute(
      db,
    );
    return result.rows[0];
  },

  /** Progress (0..1) of a claim this process still holds; extends its lease. False when it lost the claim. */
  async reportProgress(id: string, processId: string, progress: number, leaseMs: number) {
    const row = await db
      .updateTable('media_uploads')
      .set({ processing_progress: progress, processing_claimed_until: leaseFromNow(leaseMs) })
      .where('id', '=', id)
      .where('processing_claimed_by', '=', processId)
      .where('processing', 'in', ['queued', 'backfill'])
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * The processed file's facts; a backfilled file attached to a post also gives the post its size, length and
   * poster (the card's version moves, so every process's kept card is read again).
   */
  async markDone(id: string, processId: string, url: string, done: ProcessedUpload) {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('media_uploads')
        .set({
          processing: 'done',
          processing_progress: 1,
          processing_error: null,
          processing_claimed_until: null,
          content_type: done.contentType,
          size_bytes: done.size,
          width: done.width,
          height: done.height,
          duration_ms: done.durationMs,
          poster: done.poster ? JSON.stringify(done.poster) : null,
        })
        .where('id', '=', id)
        .where('processing_claimed_by', '=', processId)
        .returning(['post_id', 'pending_post_id'])
        .executeTakeFirst();
      if (row?.post_id) {
        const info = mediaInfoOf(done);
        await trx
          .updateTable('posts')
          .set({
            media_info: sql`coalesce(media_info, '{}'::jsonb) || jsonb_build_object(${url}::text, ${JSON.stringify(info)}::jsonb)`,
          })
          .where('id', '=', row.post_id)
          .execute();
      }
      return row;
    });
  },

  /** The upload cannot be processed: nobody is served it; its author reads `message`. */
  async markFailed(id: string, message: string) {
    return db
      .updateTable('media_uploads')
      .set({ processing: 'failed', processing_error: message, processing_claimed_until: null })
      .where('id', '=', id)
      .returning(['pending_post_id', 'post_id'])
      .executeTakeFirst();
  },

  /** Gives a claim back (this process is stopping, or a passing fault): another process may take it at once. */
  async release(id: string, processId: string) {
    await db
      .updateTable('media_uploads')
      .set({ processing_claimed_until: null })
      .where('id', '=', id)
      .where('processing_claimed_by', '=', processId)
      .execute();
  },

  /**
   * Gives a claim back for later, not counted as a try: the file is not in the store (yet), as after an upgrade
   * whose media are still to be moved (docs/OPERATIONS.md §7).
   */
  async postpone(id: string, processId: string, ms: number) {
    await db
      .updateTable('media_uploads')
      .set((eb) => ({
        processing_claimed_until: leaseFromNow(ms),
        processing_attempts: eb('processing_attempts', '-', 1),
      }))
      .where('id', '=', id)
      .where('processing_claimed_by', '=', processId)
      .execute();
  },

  /** Uploads waiting for ffmpeg, new ones and those of the backfill (for the log and /metrics). */
  async countWaiting() {
    const rows = await db
      .selectFrom('media_uploads')
      .select(['processing', (eb) => eb.fn.countAll<string>().as('count')])
      .where('processing', 'in', ['queued', 'backfill', 'failed'])
      .groupBy('processing')
      .execute();
    const count = (state: string) => Number(rows.find((row) => row.processing === state)?.count ?? 0);
    return { queued: count('queued'), backfill: count('backfill'), failed: count('failed') };
  },

  /** One upload's place in the pipeline, for its owner. */
  findStatus(ownerId: string, bucket: string, path: string) {
    return db
      .selectFrom('media_uploads')
      .select(['processing', 'processing_progress', 'processing_error'])
      .where('owner_id', '=', ownerId)
      .where('bucket', '=', bucket as 'posts')
      .where('path', '=', path)
      .executeTakeFirst();
  },
});

export type ProcessingRepository = ReturnType<typeof createProcessingRepository>;
