import {
  type CommentsPage,
  type CreatePostInput,
  circleMessages,
  isUuid,
  mediaProcessingMessages,
  mentionedHandles,
  type PendingPost,
  type Post,
  postMessages,
} from '@circles/contracts';
import type { MediaInfoJson } from '../../db/schema';
import { circlePolicy } from '../../lib/circle-access';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { mediaInfoOf } from '../../lib/media-info';
import { parseMediaUrl } from '../../lib/media-url';
import type { CirclesService } from '../circles/service';
import type { MediaService } from '../media/service';
import { createPostFeeds } from './feed-service';
import type { KeptPostData } from './kept';
import { createPendingPosts } from './pending-posts';
import type { PendingPostsRepository } from './pending-repository';
import { countLinks, createUploadDiscarder, referencedMedia } from './post-media';
import { presentPost } from './present';
import type { PostsRepository } from './repository';

export const createPostsService = (deps: {
  repository: PostsRepository;
  /** Posts waiting for their video or audio to be processed (issue #52). */
  pendingRepository: PendingPostsRepository;
  circles: CirclesService;
  media: MediaService;
  publicUrl: string;
  /** Whether the author's settings require alt text on a photo or video (issue #18). */
  requiresAltText: (userId: string) => Promise<boolean>;
  /** What this process keeps of posts, feed pages and searches (kept/index.ts). */
  kept: KeptPostData;
  /** The read barrier of the database's change announcements (realtime/feed-changes.ts); no cache without. */
  changesHeard?: () => Promise<void>;
  /**
   * The first page of a post's comments, for a post the viewer may see (the comments feature's; a post page);
   * undefined when they could not be read (the page still shows the post).
   */
  firstComments: (postId: string, viewerId: string) => Promise<CommentsPage | undefined>;
}) => {
  const { repository, circles, media, publicUrl, requiresAltText } = deps;
  const discardUploads = createUploadDiscarder(media, publicUrl);
  const feeds = createPostFeeds(deps);
  const pending = createPendingPosts({
    repository: deps.pendingRepository,
    publish: (input, authorId) => service.create(input, authorId),
    discardUploads,
  });

  /** Where a post lives, or 'Post not found' (also for a malformed id). Access is the caller's to check. */
  const locatePost = async (postId: string) => {
    const located = isUuid(postId) ? await repository.findCircleIdOfPost(postId) : undefined;
    if (!located) throw notFound(postMessages.postNotFound);
    return located;
  };

  const service = {
    // Feeds, search and cards by id (feed-service.ts): what the caches serve.
    ...feeds,
    pending,

    /**
     * A new post, or (issue #52) a pending one when its video or audio is still being processed: only its author
     * sees it until the worker publishes it through this same path.
     */
    async create(
      input: CreatePostInput & { content: string },
      viewerId: string,
    ): Promise<Post | { pending: PendingPost }> {
      try {
        const circle = await circles.visibleCircle(input.circleId, viewerId).catch(() => null);
        if (!circle || !circlePolicy.canPost(circle)) throw badRequest(postMessages.invalidCircle);

        const mediaAlt = input.mediaAlt?.trim() || null;
        const isVisual = Boolean(input.imageUrl || input.videoSource);
        if (isVisual && !mediaAlt && (await requiresAltText(viewerId)))
          throw badRequest(postMessages.altTextRequired);

        const refs = referencedMedia(input);
        const parsed = refs.map((ref) => ({ ...ref, location: parseMediaUrl(ref.url, publicUrl) }));
        if (parsed.some((ref) => ref.location?.bucket !== 'posts'))
          throw badRequest(postMessages.mediaNotFound);
        const uploads = await repository.findUnattachedUploads(
          viewerId,
          parsed.map((ref) => ref.location?.path as string),
        );
        const byPath = new Map(uploads.map((upload) => [upload.path, upload]));
        for (const ref of parsed) {
          if (byPath.get(ref.location?.path as string)?.kind !== ref.kind)
            throw badRequest(postMessages.mediaNotFound);
        }
        const refused = uploads.find((upload) => upload.processing === 'failed');
        if (refused) throw badRequest(refused.processing_error ?? mediaProcessingMessages.failedGeneric);
        if (uploads.some((upload) => upload.processing !== 'done')) {
          const ids = uploads.map((upload) => upload.id);
          return { pending: await pending.hold(viewerId, circle.id, input, ids) };
        }
        const mediaInfo: MediaInfoJson = {};
        for (const ref of parsed) {
          const upload = byPath.get(ref.location?.path as string);
          if (ref.kind === 'image' || !upload) continue;
          mediaInfo[ref.url] = mediaInfoOf({ ...upload, durationMs: upload.duration_ms });
        }

        const photo = input.imageUrl
          ? byPath.get(parseMediaUrl(input.imageUrl, publicUrl)?.path ?? '')
          : undefined;
        const postId = await repository.create({
          authorId: viewerId,
          circleId: circle.id,
          content: input.content,
          imageUrl: input.imageUrl ?? null,
          imageSize:
            photo?.width && photo.height
              ? {
                  width: photo.width,
                  height: photo.height,
                  widths: photo.variants.map((variant) => variant.width),
                }
              : null,
          mediaInfo: Object.keys(mediaInfo).length > 0 ? mediaInfo : null,
          videoSource: input.videoSource ?? null,
          audioSource: input.audioSource ?? null,
          // An audio file has nothing to see: its alt text is not kept.
          mediaAlt: isVisual ? mediaAlt : null,
          uploadIds: uploads.map((upload) => upload.id),
          mentions: mentionedHandles(input.content),
          counters: {
            photos: input.imageUrl ? 1 : 0,
            videos: input.videoSource ? 1 : 0,
            links: countLinks(input.content),
          },
        });
        const card = await repository.findCard(postId, viewerId);
        if (!card) throw new Error('post vanished after insert');
        return presentPost(card);
      } catch (error) {
        await discardUploads(viewerId, input);
        if (error instanceof AppError) throw error;
        throw new AppError(500, postMessages.createFailed, 'post_failed', undefined, { cause: error });
      }
    },

    /** The post's id and circle if the viewer may see it; otherwise 'Post not found' (nothing to probe). */
    async visiblePost(postId: string, viewerId: string) {
      // One query: the post, its circle's access row for the policy, and whether a block stands between.
      const found = isUuid(postId) ? await repository.locateForViewer(postId, viewerId) : undefined;
      // Blocked either way: the post is not there for them (no comment, like or share).
      if (!found || !circles.canSeeContent(found.access, viewerId) || found.blocked)
        throw notFound(postMessages.postNotFound);
      return { id: found.id, circle_id: found.circle_id, author_id: found.author_id };
    },

    /** A share of a post the viewer may see: counted once per member (issue #20). */
    async share(postId: string, viewerId: string) {
      const located = await service.visiblePost(postId, viewerId);
      return { shares: await repository.recordShare(located.id, viewerId) };
    },

    /**
     * The author replaces their post's text (the earlier text is kept for moderators). Someone else's post they
     * can see: 403; one they cannot: 'Post not found', as for a missing one.
     */
    async edit(postId: string, content: string, viewerId: string) {
      await service.visibleOrOwnPost(postId, viewerId);
      const outcome = await repository.edit(postId, viewerId, content, countLinks);
      if (outcome === 'missing') throw forbidden(postMessages.notYourPost);
      const card = await repository.findCard(postId, viewerId);
      if (!card) throw notFound(postMessages.postNotFound);
      return presentPost(card);
    },

    /**
     * The author deletes their post: comments, likes, favorites and notifications go with it, the circle's counts
     * move back, and its media files are removed from storage.
     */
    async remove(postId: string, viewerId: string) {
      await service.visibleOrOwnPost(postId, viewerId);
      const removed = await repository.remove(postId, viewerId, countLinks);
      if (!removed) throw forbidden(postMessages.notYourPost);
      // The uploads were detached with the post: they are the author's unused files now.
      await discardUploads(viewerId, removed);
      return { deleted: true as const, circleId: removed.circleId };
    },

    /** A post the viewer wrote (wherever it is) or may see; otherwise 'Post not found'. */
    async visibleOrOwnPost(postId: string, viewerId: string) {
      const located = await locatePost(postId);
      if (await repository.isAuthor(located.id, viewerId)) return located;
      return service.visiblePost(postId, viewerId);
    },

    /** Post detail: the post must be in that circle and the circle's content visible to the viewer. */
    async detail(circleId: string, postId: string, viewerId: string) {
      const circle = await circles.circleWithContent(circleId, viewerId).catch(() => {
        throw notFound(circleMessages.notFound);
      });
      // One statement counts the view and finds the card's versions; the card comes from the cache when they match.
      const ref = isUuid(postId) ? await repository.viewPost(postId, circle.id, viewerId) : undefined;
      const post = ref && (await feeds.cardFor(ref));
      if (!post) throw notFound(postMessages.postNotFound);
      return post;
    },

    /**
     * A post page in one answer: the detail (access checked, view counted) and the first page of its comments,
     * kept in this process like a feed page until the post, its comments or the viewer's access change.
     */
    async page(circleId: string, postId: string, viewerId: string) {
      return feeds.keptPostPage(circleId, postId, viewerId, async () => {
        const post = await service.detail(circleId, postId, viewerId);
        return { post, comments: await deps.firstComments(post.id, viewerId) };
      });
    },
  };
  return service;
};

export type PostsService = ReturnType<typeof createPostsService>;
