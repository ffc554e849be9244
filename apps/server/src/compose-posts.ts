import type { VerifiedAction } from '@circles/contracts';
import type { AppContext } from './app-context';
import type { BlocksService } from './features/blocks/service';
import type { CirclesService } from './features/circles/service';
import { createCommentsRepository } from './features/comments/repository';
import { createCommentsService } from './features/comments/service';
import type { MediaService } from './features/media/service';
import { notificationsWriter } from './features/notifications/writer';
import { createKeptPostData } from './features/posts/kept';
import { createPendingPostsRepository } from './features/posts/pending-repository';
import { createPostsRepository } from './features/posts/repository';
import { createPostsService } from './features/posts/service';
import type { PreferencesService } from './features/preferences/service';
import type { AnnouncementBus } from './realtime/announcement-bus';
import { createFeedChanges } from './realtime/feed-changes';

/**
 * Posts and their comments (the composition root calls this), built together: a post's page (issue #38) is the
 * post and its first comments, and its kept copies hear the database's changes (feedChanges).
 */
export function composePosts(
  context: AppContext,
  deps: {
    listener: AnnouncementBus;
    circles: CirclesService;
    media: MediaService;
    preferences: PreferencesService;
    blocks: BlocksService;
    requireVerified?: (userId: string, action: VerifiedAction) => Promise<void>;
  },
) {
  const { config, logger } = context;
  const { db } = context.database;
  const feedChanges = createFeedChanges({ database: context.database, listener: deps.listener });
  const repository = createPostsRepository(db, notificationsWriter);
  const kept = createKeptPostData(repository, {
    pages: config.FEED_PAGE_CACHE_SIZE,
    searches: config.SEARCH_CACHE_SIZE,
  });
  const posts = createPostsService({
    repository,
    kept,
    pendingRepository: createPendingPostsRepository(db),
    requiresAltText: async (userId) => (await deps.preferences.getAll(userId)).require_alt_text === 'true',
    circles: deps.circles,
    media: deps.media,
    publicUrl: config.publicUrl,
    changesHeard: feedChanges.heard,
    // The post still shows when its comments cannot be read (docs/product.md §Messages: the list asks again, and
    // shows the total).
    firstComments: (postId, viewerId) =>
      comments.firstPageOfVisiblePost(postId, viewerId).catch((error: unknown) => {
        logger.error({ err: error, postId }, 'could not read the first comments of a post page');
        return undefined;
      }),
  });
  const comments = createCommentsService({
    repository: createCommentsRepository(db, notificationsWriter),
    posts,
    circles: deps.circles,
    blockedBetween: deps.blocks.between,
    requireVerified: deps.requireVerified,
  });
  // Feed pages, post pages and search lists kept in this process hear what changes in the database, and are kept
  // only while they can.
  feedChanges.subscribe(kept.changed);
  deps.listener.onListening(kept.setEnabled);
  return { posts, comments, feedChanges, keptPosts: kept };
}
