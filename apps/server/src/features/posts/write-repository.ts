import { type Kysely, sql } from 'kysely';
import type { Database, ImageSizeJson, MediaInfoJson, MediaSourceJson } from '../../db/schema';
import { unheldUpload } from '../../lib/unheld-upload';
import type { NotificationsWriter } from '../notifications/writer';

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

/** The posts' writes: create, edit (and its history), remove; shares and views are in engagement-repository.ts. */
export const createPostsWrites = (db: Kysely<Database>, notify: NotificationsWriter) => {
  return {
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
  };
};
