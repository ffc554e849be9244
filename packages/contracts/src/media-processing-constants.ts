// Zod-free: what the web app reads from media-processing.ts without its schemas (docs/decisions/0096).
/**
 * Issue #52: videos and audio are processed (ffmpeg) after the upload; a post that carries one waits, seen by its
 * author alone, until every file is ready. These are the texts the author reads meanwhile.
 */
export const mediaProcessingMessages = {
  processing: (kind: 'video' | 'audio', percent: number) =>
    `Processing ${kind}… ${Math.max(0, Math.min(100, Math.round(percent)))}%`,
  waiting: 'Your post will appear once its media is ready.',
  failed: 'Your post was not published: its media could not be processed.',
  failedGeneric: 'This file could not be processed. Please try another one.',
  stillProcessing: 'This file is still being processed.',
  dismiss: 'Dismiss',
  pendingNotFound: 'Pending post not found',
} as const;

/** POST /api/posts answered 202: the post waits for its media (contracts' createPostResultSchema). */
export const isPendingResult = <Result extends object>(
  result: Result,
): result is Extract<Result, { pending: unknown }> => 'pending' in result;
