import { type Kysely, sql } from 'kysely';
import { reusableQuery } from '../../db/reusable-query';
import type { Database, ImageSizeJson, MediaInfoJson, MediaSourceJson } from '../../db/schema';
import { notBlockedWith } from '../../lib/blocks-sql';
import { unheldUpload } from '../../lib/unheld-upload';
import type { NotificationsWriter } from '../notifications/writer';
import { type CardRef, decodeRef, refCells } from './card-codec';

export type NewPost = {
  authorId: string;
  circleId: string;
  content: string;
  imageUrl: string | null;
  /** The photo's size and narrower widths, from its upload (issue #16). */
  imageSize: ImageSizeJson | null;
  /** Each video or audio file's size, length and poster (issue #52). */
  mediaInfo: MediaInfoJson | null;
  videoSource: MediaSourceJson | null;
  audioSource: MediaSourceJson | null;
  mediaAlt: string | null;
  uploadIds: string[];
  mentions: string[];
  counters: { photos: number; videos: number; links: number };
};

/** What a deleted post held: its circle and its media, for the files to be removed after the commit. */
export type RemovedPost = {
  circleId: string;
  imageUrl: string | null;
  videoSource: MediaSourceJson | null;
  audioSource: MediaSourceJson | null;
};

/** The posts' writes: create, edit (and its history), remove, shares and views. */
export const createPostsWrites = (db: Kysely<Database>, notify: NotificationsWriter) => {
  /**
   * A post page's one statement: the post, if it is in that circle and its author and the viewer have not blocked
   * each other; the viewer's first view counted (the view row and the counter move together); and the card's
   * entry (versions, the viewer's marks) as a feed page has it, so the card itself can come from the card cache.
   * A first view adds one to the post's views and leaves its version (migration 0045); the entry carries the new
   * count, which the main query cannot see otherwise (a statement sees the snapshot from before its own writes).
   */
  const viewedRef = reusableQuery(
    db,
    (_shape: 'viewed ref', args: { postId: string; circleId: string; viewerId: string }) =>
      db
        .with('target', (cte) =>
          cte
            .selectFrom('posts as p')
            .select('p.id')
            .where('p.id', '=', args.postId)
            .where('p.circle_id', '=', args.circleId)
            .where(notBlockedWith(args.viewerId, 'p.author_id')),
        )
        .with('first_view', (cte) =>
          cte
            .insertInto('post_views')
            .columns(['post_id', 'user_id'])
            // A viewer seen before writes nothing at all (no transaction id, no commit to flush).
            .expression((eb) =>
              eb
                .selectFrom('target')
                .select(['target.id', sql<string>`${args.viewerId}::uuid`.as('user_id')])
                .where(
                  sql<boolean>`not exists (select 1 from post_views as seen
                    where seen.post_id = target.id and seen.user_id = ${args.viewerId}::uuid)`,
                ),
            )
            .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
            .returning('post_id'),
        )
        .with('bumped', (cte) =>
          cte
            .updateTable('posts')
            .set((eb) => ({ views: eb('views', '+', 1) }))
            .where('id', 'in', (eb) => eb.selectFrom('first_view').select('post_id'))
            .returning(['id', 'views']),
        )
        .selectFrom('posts as p')
        .innerJoin('target', 'target.id', 'p.id')
        .innerJoin('users as u', 'u.id', 'p.author_id')
        .innerJoin('circles as c', 'c.id', 'p.circle_id')
        .select(
          refCells(
            args.viewerId,
            sql<string>`p.card_version::text || '.' || u.card_version::text || '.' || c.card_version::text`,
            sql<number>`coalesce((select b.views from bumped as b), p.views)`,
          ).as('cells'),
        ),
  );

  return {
    /** Counts the member's first share of the post; returns the post's share count. */
    async recordShare(postId: string, userId: string) {
      return db.transaction().execute(async (trx) => {
        const first = await trx
          .insertInto('post_shares')
          .values({ post_id: postId, user_id: userId })
          .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
          .returning('post_id')
          .executeTakeFirst();
        const row = first
          ? await trx
              .updateTable('posts')
              .set((eb) => ({ shares_count: eb('shares_count', '+', 1) }))
              .where('id', '=', postId)
              .returning('shares_count')
              .executeTakeFirstOrThrow()
          : await trx
              .selectFrom('posts')
              .select('shares_count')
              .where('id', '=', postId)
              .executeTakeFirstOrThrow();
        return row.shares_count;
      });
    },

    /** The author's own uploads that no post uses yet, by path. */
    findUnattachedUploads(ownerId: string, paths: string[]) {
      if (paths.length === 0) return Promise.resolve([]);
      return (
        db
          .selectFrom('media_uploads')
          .select([
            'id',
            'path',
            'kind',
            'width',
            'height',
            'variants',
            'processing',
            'processing_error',
            'duration_ms',
            'poster',
          ])
          .where('owner_id', '=', ownerId)
          .where('bucket', '=', 'posts')
          // Held by nothing else: a post, a post waiting for its media, a listing, a message (issue #57).
          .where(unheldUpload())
          .where('path', 'in', paths)
          .execute()
      );
    },

    /** Inserts the post, attaches its uploads and moves the circle's content counts, in one transaction. */
    async create(post: NewPost) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('posts')
          .values({
            author_id: post.authorId,
            circle_id: post.circleId,
            content: post.content,
            image_url: post.imageUrl,
            image_size: post.imageSize ? JSON.stringify(post.imageSize) : null,
            video_source: post.videoSource ? JSON.stringify(post.videoSource) : null,
            audio_source: post.audioSource ? JSON.stringify(post.audioSource) : null,
            media_alt: post.mediaAlt,
            media_info: post.mediaInfo ? JSON.stringify(post.mediaInfo) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (post.uploadIds.length > 0) {
          const attached = await trx
            .updateTable('media_uploads')
            .set({ post_id: row.id })
            .where('id', 'in', post.uploadIds)
            // Taken by nothing else meanwhile (a listing, a message: issue #57); the pending post that held it let
            // it go when it was taken for publishing.
            .where(unheldUpload())
            // Only what ffmpeg has processed is ever shown (issue #52).
            .where('processing', '=', 'done')
            .returning('id')
            .execute();
          // Another post took a file between our check and now: refuse rather than share it.
          if (attached.length !== post.uploadIds.length) throw new Error('upload already attached');
        }
        const { photos, videos, links } = post.counters;
        if (photos || videos || links) {
          await trx
            .updateTable('circles')
            .set((eb) => ({
              photos_count: eb('photos_count', '+', photos),
              videos_count: eb('videos_count', '+', videos),
              links_count: eb('links_count', '+', links),
            }))
            .where('id', '=', post.circleId)
            .execute();
        }
        await notify.newPost(trx, {
          id: row.id,
          circleId: post.circleId,
          authorId: post.authorId,
          mentions: post.mentions,
        });
        return row.id;
      });
    },

    /**
     * Replaces the text of the author's own post, keeps the earlier text in post_edits and moves the circle's link
     * count by the difference, in one transaction. 'missing' when the post is not this author's.
     */
    async edit(postId: string, authorId: string, content: string, countLinks: (text: string) => number) {
      return db.transaction().execute(async (trx) => {
        const post = await trx
          .selectFrom('posts')
          .select(['content', 'circle_id'])
          .where('id', '=', postId)
          .where('author_id', '=', authorId)
          .forUpdate()
          .executeTakeFirst();
        if (!post) return 'missing' as const;
        if (post.content === content) return 'unchanged' as const;
        await trx
          .insertInto('post_edits')
          .values({ post_id: postId, previous_content: post.content })
          .execute();
        await trx
          .updateTable('posts')
          .set({ content, edited_at: sql<Date>`now()` })
          .where('id', '=', postId)
          .execute();
        const linksDelta = countLinks(content) - countLinks(post.content);
        if (linksDelta !== 0) {
          await trx
            .updateTable('circles')
            .set({ links_count: sql<number>`greatest(links_count + ${linksDelta}, 0)` })
            .where('id', '=', post.circle_id)
            .execute();
        }
        return 'edited' as const;
      });
    },

    async isAuthor(postId: string, userId: string) {
      const row = await db
        .selectFrom('posts')
        .select('id')
        .where('id', '=', postId)
        .where('author_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A post's earlier texts, oldest first (kept for moderators). */
    listEdits(postId: string) {
      return db
        .selectFrom('post_edits')
        .select(['previous_content', 'edited_at'])
        .where('post_id', '=', postId)
        .orderBy('id')
        .execute();
    },

    /**
     * Deletes the author's own post with what hangs on it, in one transaction: comments, views, shares and
     * favorites go by cascade; likes on the post and on its comments, and the notifications that point at it, are
     * deleted here; the circle's content counts move back. Its uploads are detached (the caller removes the
     * files). Undefined when the post is not this author's.
     */
    async remove(postId: string, authorId: string, countLinks: (text: string) => number) {
      return db.transaction().execute(async (trx): Promise<RemovedPost | undefined> => {
        const post = await trx
          .selectFrom('posts')
          .select(['circle_id', 'content', 'image_url', 'video_source', 'audio_source'])
          .where('id', '=', postId)
          .where('author_id', '=', authorId)
          .forUpdate()
          .executeTakeFirst();
        if (!post) return undefined;
        await trx
          .deleteFrom('likes')
          .where((eb) =>
            eb.or([
              eb.and([eb('likeable_type', '=', 'post'), eb('likeable_id', '=', postId)]),
              eb.and([
                eb('likeable_type', '=', 'comment'),
                eb('likeable_id', 'in', eb.selectFrom('comments').select('id').where('post_id', '=', postId)),
              ]),
            ]),
          )
          .execute();
        await notify.postRemoved(trx, { circleId: post.circle_id, postId });
        await trx.deleteFrom('posts').where('id', '=', postId).execute();
        await trx
          .updateTable('circles')
          .set({
            photos_count: sql<number>`greatest(photos_count - ${post.image_url ? 1 : 0}, 0)`,
            videos_count: sql<number>`greatest(videos_count - ${post.video_source ? 1 : 0}, 0)`,
            links_count: sql<number>`greatest(links_count - ${countLinks(post.content)}, 0)`,
          })
          .where('id', '=', post.circle_id)
          .execute();
        return {
          circleId: post.circle_id,
          imageUrl: post.image_url,
          videoSource: post.video_source,
          audioSource: post.audio_source,
        };
      });
    },

    /**
     * Counts the viewer's first view of the post and answers its card's entry, or nothing when the post is not in
     * that circle or a block stands between its author and the viewer. The circle's access is the caller's.
     */
    async viewPost(postId: string, circleId: string, viewerId: string): Promise<CardRef | undefined> {
      const { rows } = await viewedRef('viewed ref', { postId, circleId, viewerId });
      const cells = (rows[0] as { cells: (string | null)[] } | undefined)?.cells;
      return cells ? decodeRef(cells) : undefined;
    },
  };
};
