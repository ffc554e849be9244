import { type Kysely, sql } from 'kysely';
import { reusableQuery } from '../../db/reusable-query';
import type { Database } from '../../db/schema';
import { notBlockedWith } from '../../lib/blocks-sql';
import type { NotificationsWriter } from '../notifications/writer';

export type CommentCursor = { createdAt: string; id: string };

/** A comment with its author and the viewer's like (timestamps are strings when they come as JSON). */
export type CommentRow = {
  id: string;
  post_id: string;
  parent_id: string | null;
  content: string;
  is_deleted: boolean;
  likes_count: number;
  edited_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  author_id: string;
  full_name: string;
  first_name: string;
  user_handle: string;
  avatar_url: string | null;
  profile_completed: boolean;
  manual_verification: boolean;
  icon1_code: string | null;
  icon2_code: string | null;
  icon3_code: string | null;
  is_liked: boolean;
};
export type CommentsPageRow = {
  total: number;
  comments: (CommentRow & { created_at: string; replies: CommentRow[] })[];
};

/**
 * The columns of a comment row for comments aliased `c` and their authors `u` (aliases are ours, not input).
 * 'offset 0' keeps the liked check a primary-key probe per comment (see the posts repository).
 */
const commentColumns = (c: string, u: string, viewerId: unknown) => sql`
  ${sql.raw(`${c}.id, ${c}.post_id, ${c}.parent_id, ${c}.content, ${c}.is_deleted, ${c}.likes_count, ${c}.edited_at,
  ${c}.created_at, ${c}.updated_at, ${u}.id as author_id, ${u}.full_name, ${u}.first_name, ${u}.user_handle, ${u}.avatar_url,
  ${u}.profile_completed, ${u}.manual_verification, ${u}.icon1_code, ${u}.icon2_code, ${u}.icon3_code`)},
  exists (select 1 from likes l where l.likeable_type = 'comment' and l.likeable_id = ${sql.raw(c)}.id
          and l.user_id = ${viewerId}::uuid offset 0) as is_liked`;

/** `notify` is the notifications writer (composed in composition-root.ts): comments and mentions tell people. */
export const createCommentsRepository = (db: Kysely<Database>, notify: NotificationsWriter) => {
  /**
   * A page of top-level comments (newest first) with their replies (oldest first) and the total, in one query
   * and one JSON value. Removed comments stay while they have replies.
   */
  const page = reusableQuery(
    db,
    (
      shape: { after: boolean; limit: number },
      args: { postId: string; viewerId: string; createdAt: string; id: string },
    ) => sql<CommentsPageRow>`
      select
        (select count(*)::int from comments
         where post_id = ${args.postId}::uuid and parent_id is null and not is_deleted) as total,
        (select coalesce(json_agg(top), '[]'::json) from (
           select ${commentColumns('c', 'u', args.viewerId)},
             (select coalesce(json_agg(reply), '[]'::json) from (
                select ${commentColumns('r', 'ru', args.viewerId)}
                from comments r join users ru on ru.id = r.user_id
                where r.parent_id = c.id and ${notBlockedWith(args.viewerId, 'ru.id')}
                order by r.created_at, r.id
              ) as reply) as replies
           from comments c join users u on u.id = c.user_id
           where c.post_id = ${args.postId}::uuid and c.parent_id is null
             and ${notBlockedWith(args.viewerId, 'u.id')}
             and (not c.is_deleted or exists (select 1 from comments x where x.parent_id = c.id))
             ${shape.after ? sql`and (c.created_at, c.id) < (${args.createdAt}::timestamptz, ${args.id}::uuid)` : sql``}
           order by c.created_at desc, c.id desc
           limit ${sql.lit(Math.trunc(shape.limit))}
         ) as top) as comments`,
  );

  /** One comment with its author and the viewer's like (after adding or editing it). */
  const one = reusableQuery(
    db,
    (_shape: 'one', args: { commentId: string; viewerId: string }) =>
      sql<CommentRow>`
      select ${commentColumns('c', 'u', args.viewerId)}
      from comments c join users u on u.id = c.user_id
      where c.id = ${args.commentId}::uuid`,
  );

  const context = reusableQuery(db, (_shape: 'context', args: { commentId: string }) =>
    db
      .selectFrom('comments as c')
      .innerJoin('posts as p', 'p.id', 'c.post_id')
      .select(['c.id', 'c.post_id', 'c.parent_id', 'c.user_id', 'c.is_deleted', 'p.circle_id'])
      .where('c.id', '=', args.commentId),
  );

  return {
    async listPage(postId: string, viewerId: string, cursor: CommentCursor | null, limit: number) {
      const shape = { after: cursor !== null, limit };
      const args = { postId, viewerId, createdAt: cursor?.createdAt ?? '', id: cursor?.id ?? '' };
      const row = (await page(shape, args)).rows[0];
      return row ?? { total: 0, comments: [] };
    },

    async findOne(commentId: string, viewerId: string): Promise<CommentRow | undefined> {
      return (await one('one', { commentId, viewerId })).rows[0];
    },

    /** Where a comment lives (for access checks and threading). */
    async findContext(commentId: string) {
      return (await context('context', { commentId })).rows[0];
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
        await notify.newComment(trx, {
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
