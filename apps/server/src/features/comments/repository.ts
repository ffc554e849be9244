import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { notificationsWriter } from '../../realtime/notifications-writer';

export type CommentCursor = { createdAt: string; id: string };

export const createCommentsRepository = (db: Kysely<Database>) => {
  /** A comment with its author and the viewer's like, as one row. */
  const commentRows = (viewerId: string) =>
    db
      .selectFrom('comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select([
        'c.id',
        'c.post_id',
        'c.parent_id',
        'c.content',
        'c.is_deleted',
        'c.likes_count',
        'c.edited_at',
        'c.created_at',
        'c.updated_at',
        sql<string>`c.created_at::text`.as('created_at_text'),
        'u.id as author_id',
        'u.full_name',
        'u.first_name',
        'u.avatar_url',
        'u.profile_completed',
        'u.manual_verification',
        'u.icon1_code',
        'u.icon2_code',
        'u.icon3_code',
      ])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('likes as l')
              .select(sql`1`.as('one'))
              .where('l.likeable_type', '=', 'comment')
              .whereRef('l.likeable_id', '=', 'c.id')
              .where('l.user_id', '=', viewerId),
          )
          .as('is_liked'),
      );

  return {
    /** Top-level comments, newest first, by cursor. Removed ones stay while they have replies. */
    listTopLevel(postId: string, viewerId: string, cursor: CommentCursor | null, limit: number) {
      let query = commentRows(viewerId)
        .where('c.post_id', '=', postId)
        .where('c.parent_id', 'is', null)
        .where((eb) =>
          eb.or([
            eb('c.is_deleted', '=', false),
            eb.exists(
              eb.selectFrom('comments as r').select(sql`1`.as('one')).whereRef('r.parent_id', '=', 'c.id'),
            ),
          ]),
        );
      if (cursor) {
        query = query.where(
          sql<boolean>`(c.created_at, c.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
        );
      }
      return query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
    },

    /** All replies of the given comments, oldest first. */
    listReplies(parentIds: string[], viewerId: string) {
      if (parentIds.length === 0) return Promise.resolve([]);
      return commentRows(viewerId)
        .where('c.parent_id', 'in', parentIds)
        .orderBy('c.created_at', 'asc')
        .orderBy('c.id', 'asc')
        .execute();
    },

    findOne(commentId: string, viewerId: string) {
      return commentRows(viewerId).where('c.id', '=', commentId).executeTakeFirst();
    },

    async countTopLevel(postId: string) {
      const row = await db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('post_id', '=', postId)
        .where('parent_id', 'is', null)
        .where('is_deleted', '=', false)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Where a comment lives (for access checks and threading). */
    findContext(commentId: string) {
      return db
        .selectFrom('comments as c')
        .innerJoin('posts as p', 'p.id', 'c.post_id')
        .select(['c.id', 'c.post_id', 'c.parent_id', 'c.user_id', 'c.is_deleted', 'p.circle_id'])
        .where('c.id', '=', commentId)
        .executeTakeFirst();
    },

    /** Adds a comment; a top-level one also moves the post's comment count, in the same transaction. */
    create(input: {
      postId: string;
      userId: string;
      parentId: string | null;
      content: string;
      mentions: string[];
    }) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('comments')
          .values({
            post_id: input.postId,
            user_id: input.userId,
            parent_id: input.parentId,
            content: input.content,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (!input.parentId) {
          await trx
            .updateTable('posts')
            .set((eb) => ({ comments_count: eb('comments_count', '+', 1) }))
            .where('id', '=', input.postId)
            .execute();
        }
        await notificationsWriter.newComment(trx, {
          id: row.id,
          postId: input.postId,
          parentId: input.parentId,
          authorId: input.userId,
          mentions: input.mentions,
        });
        return row.id;
      });
    },

    async edit(commentId: string, content: string) {
      await db
        .updateTable('comments')
        .set({ content, edited_at: new Date(), updated_at: new Date() })
        .where('id', '=', commentId)
        .where('is_deleted', '=', false)
        .execute();
    },

    /** Soft delete; the post's count drops only for a top-level comment that was not already removed. */
    softDelete(commentId: string) {
      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .updateTable('comments')
          .set({ is_deleted: true, updated_at: new Date() })
          .where('id', '=', commentId)
          .where('is_deleted', '=', false)
          .returning(['post_id', 'parent_id'])
          .executeTakeFirst();
        if (removed && !removed.parent_id) {
          await trx
            .updateTable('posts')
            .set((eb) => ({ comments_count: eb('comments_count', '-', 1) }))
            .where('id', '=', removed.post_id)
            .execute();
        }
      });
    },
  };
};

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
export type CommentRow = NonNullable<Awaited<ReturnType<CommentsRepository['findOne']>>>;
