import { z } from 'zod';
import { postSchema } from './posts';

export { isPendingResult, mediaProcessingMessages } from './media-processing-constants';

/** GET /api/media/posts/:owner/:file/status: an upload's place in the pipeline (its owner only). */
export const uploadStatusSchema = z.object({
  state: z.enum(['processing', 'ready', 'failed']),
  /** 0..1 while processing. */
  progress: z.number(),
  /** The plain reason when it failed. */
  message: z.string().nullable(),
});
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

/** A post of the viewer's waiting for its media (GET /api/posts/pending), or one that could not be published. */
export const pendingPostSchema = z.object({
  id: z.string(),
  circleId: z.string(),
  content: z.string(),
  kind: z.enum(['video', 'audio']),
  state: z.enum(['processing', 'failed']),
  /** 0..1 over all of the post's files. */
  progress: z.number(),
  /** Why it was not published, when it failed. */
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type PendingPost = z.infer<typeof pendingPostSchema>;
export const pendingPostsSchema = z.object({ pending: z.array(pendingPostSchema) });
export type PendingPosts = z.infer<typeof pendingPostsSchema>;

/** POST /api/posts: 201 with the post, or 202 with the pending post when its media is still being processed. */
export const createPostResultSchema = z.union([postSchema, z.object({ pending: pendingPostSchema })]);
export type CreatePostResult = z.infer<typeof createPostResultSchema>;
