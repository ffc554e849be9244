import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { unheldUpload } from '../../lib/unheld-upload';

/** A post waiting for its media, with what the author sees of its files' progress. */
export type PendingPostRow = {
  id: string;
  author_id: string;
  circle_id: string;
  input: Record<string, unknown>;
  failed_message: string | null;
  created_at: Date;
  kind: 'video' | 'audio' | null;
  progress: number | null;
};

/** Posts whose video or audio ffmpeg is still processing (issue #52, migration 0046). */
export const createPendingPostsRepository = (db: Kysely<Database>) => ({
  /** The pending post, holding its uploads so no other post takes them; false when one is held already. */
  async create(authorId: string, circleId: string, input: object, uploadIds: string[]) {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('pending_posts')
        .values({ author_id: authorId, circle_id: circleId, input: JSON.stringify(input) })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      const held = await trx
        .updateTable('media_uploads')
        .set({ pending_post_id: row.id })
        .where('id', 'in', uploadIds)
        .where('owner_id', '=', authorId)
        .where(unheldUpload())
        .returning('id')
        .execute();
      if (held.length !== uploadIds.length) throw new Error('upload already held by another post');
      return row;
    });
  },

  /** The author's pending posts, oldest first, with their files' kind and mean progress. */
  async listByAuthor(authorId: string) {
    const result = await sql<PendingPostRow>`
      select pp.id, pp.author_id, pp.circle_id, pp.input, pp.failed_message, pp.created_at,
        (select m.kind from media_uploads m where m.pending_post_id = pp.id limit 1) as kind,
        (select avg(m.processing_progress) from media_uploads m where m.pending_post_id = pp.id) as progress
      from pending_posts pp
      where pp.author_id = ${authorId}
      order by pp.created_at, pp.id`.execute(db);
    return result.rows;
  },

  /** Whether every file the pending post holds is processed. */
  async isReady(pendingId: string) {
    const row = await db
      .selectFrom('media_uploads')
      .select((eb) => eb.fn.countAll<string>().as('waiting'))
      .where('pending_post_id', '=', pendingId)
      .where('processing', '<>', 'done')
      .executeTakeFirstOrThrow();
    return Number(row.waiting) === 0;
  },

  /**
   * Takes the pending post to publish it: the row goes, so of two processes finishing its last two files at once
   * only one publishes. Its uploads are released with it (the publishing attaches them to the post).
   */
  takeForPublishing(pendingId: string) {
    return db
      .deleteFrom('pending_posts')
      .where('id', '=', pendingId)
      .where('failed_message', 'is', null)
      .returningAll()
      .executeTakeFirst();
  },

  /** Keeps the post's failure for its author to read (and dismiss); `id` is kept when it was taken already. */
  async recordFailure(
    pending: { id: string; author_id: string; circle_id: string; input: object },
    message: string,
  ) {
    await db
      .insertInto('pending_posts')
      .values({
        id: pending.id,
        author_id: pending.author_id,
        circle_id: pending.circle_id,
        input: JSON.stringify(pending.input),
        failed_message: message,
      })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ failed_message: message }))
      .execute();
  },

  /** Lets go of the pending post's uploads (a failure: they are removed as unused uploads next). */
  async releaseUploads(pendingId: string) {
    await db
      .updateTable('media_uploads')
      .set({ pending_post_id: null })
      .where('pending_post_id', '=', pendingId)
      .execute();
  },

  find(pendingId: string) {
    return db.selectFrom('pending_posts').selectAll().where('id', '=', pendingId).executeTakeFirst();
  },

  /** The author withdraws it (or dismisses its failure); its files become unused uploads (swept later). */
  async remove(pendingId: string, authorId: string) {
    const row = await db
      .deleteFrom('pending_posts')
      .where('id', '=', pendingId)
      .where('author_id', '=', authorId)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Pending posts whose files are all processed (a process that died between the two steps left them). */
  async listReady() {
    const rows = await db
      .selectFrom('pending_posts as pp')
      .select('pp.id')
      .where('pp.failed_message', 'is', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('media_uploads as m')
              .select('m.id')
              .whereRef('m.pending_post_id', '=', 'pp.id')
              .where('m.processing', '<>', 'done'),
          ),
        ),
      )
      .limit(100)
      .execute();
    return rows.map((row) => row.id);
  },

  /** Failures nobody dismissed after `olderThan`: cleaned by the orphan sweep. */
  async removeStaleFailures(olderThan: Date) {
    const rows = await db
      .deleteFrom('pending_posts')
      .where('failed_message', 'is not', null)
      .where('created_at', '<', olderThan)
      .returning('id')
      .execute();
    return rows.length;
  },
});

export type PendingPostsRepository = ReturnType<typeof createPendingPostsRepository>;
