import type { AppContext } from './app-context';
import type { CirclesService } from './features/circles/service';
import { inspectMedia } from './features/media/inspect';
import { createProcessingRepository } from './features/media/processing-repository';
import { createMediaProcessingWorker } from './features/media/processing-worker';
import { createMediaRepository } from './features/media/repository';
import { createMediaService } from './features/media/service';
import { imageVariantWidths } from './lib/image-variants';
import { createMediaTools } from './media-processing';
import type { Storage } from './storage/storage';

/** What the posts feature does when a file of a pending post is processed or refused (issue #52). */
export type PendingPostsHooks = {
  fileReady: (pendingId: string) => Promise<void>;
  fileFailed: (pendingId: string, message: string) => Promise<void>;
};

/**
 * Media and its ffmpeg pipeline (issue #52), built together: an upload wakes the worker, and the worker tells the
 * posts feature (connected once posts exist, as posts need media) when a pending post's file is ready or refused.
 */
export function composeMedia(
  context: AppContext,
  deps: {
    storage: Storage;
    circles: CirclesService;
    canSeeWall: (ownerId: string, viewerId: string) => Promise<boolean>;
  },
) {
  const { config, logger } = context;
  const { db } = context.database;
  const tools = createMediaTools({
    ffmpegPath: config.FFMPEG_PATH,
    ffprobePath: config.FFPROBE_PATH,
    maxConcurrent: Math.max(1, config.MEDIA_WORKERS),
  });
  const repository = createProcessingRepository(db);
  let pendingPosts: PendingPostsHooks | undefined;
  let isStoreReady: (() => Promise<boolean>) | undefined;
  const worker = createMediaProcessingWorker({
    repository,
    storage: deps.storage,
    tools,
    logger,
    preparePoster: (frame) =>
      inspectMedia('image', frame, { variantWidths: imageVariantWidths, asJpeg: true }),
    onDone: async ({ pendingPostId }) => {
      if (pendingPostId) await pendingPosts?.fileReady(pendingPostId);
    },
    onFailed: async ({ pendingPostId, message }) => {
      if (pendingPostId) await pendingPosts?.fileFailed(pendingPostId, message ?? '');
    },
    concurrency: config.MEDIA_WORKERS,
    isStoreReady: async () => (isStoreReady ? isStoreReady() : true),
  });
  const media = createMediaService({
    repository: createMediaRepository(db),
    storage: deps.storage,
    circles: deps.circles,
    canSeeWall: deps.canSeeWall,
    processing: {
      repository,
      isAvailable: async () => (await tools.availability()).available,
      kick: worker.kick,
    },
  });
  return {
    media,
    mediaProcessing: {
      worker,
      tools,
      repository,
      connectPendingPosts: (hooks: PendingPostsHooks) => {
        pendingPosts = hooks;
      },
      /** The start's media check (app.ts): the worker claims nothing while the store lacks the database's files. */
      connectStoreCheck: (check: () => Promise<boolean>) => {
        isStoreReady = check;
      },
    },
  };
}
