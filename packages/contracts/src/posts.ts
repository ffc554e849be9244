import { z } from 'zod';
import { limits } from './limits';
import { mediaFileSchema, mediaSourceSchema } from './media';
import { postMessages } from './posts-constants';

export { decodeCursor, encodeCursor, isUuid, postMessages } from './posts-constants';

export const createPostSchema = z
  .object({
    content: z
      .string({ error: postMessages.contentRequired })
      .trim()
      .min(1, postMessages.contentRequired)
      .max(limits.postMax, postMessages.contentTooLong),
    circleId: z.string({ error: postMessages.invalidCircle }).min(1, postMessages.invalidCircle).max(64),
    imageUrl: z.string().max(500).nullish(),
    videoSource: mediaSourceSchema.nullish(),
    audioSource: mediaSourceSchema.nullish(),
    /** Alt text of the photo or video (issue #18); empty means none. */
    mediaAlt: z.string().trim().max(limits.altTextMax, postMessages.altTextTooLong).nullish(),
  })
  .refine((post) => [post.imageUrl, post.videoSource, post.audioSource].filter(Boolean).length <= 1, {
    message: postMessages.oneMediaOnly,
  });
export type CreatePostInput = z.input<typeof createPostSchema>;

/** PATCH /api/posts/:postId: the author replaces the text (the same rules as a new post's text). */
export const editPostSchema = z.object({
  content: z
    .string({ error: postMessages.contentRequired })
    .trim()
    .min(1, postMessages.contentRequired)
    .max(limits.postMax, postMessages.contentTooLong),
});
export type EditPostInput = z.input<typeof editPostSchema>;

export const postAuthorSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  fullName: z.string(),
  screenName: z.string(),
  avatarUrl: z.string().nullable(),
  iconCodes: z.array(z.string()),
  isVerified: z.boolean(),
  profileCompleted: z.boolean(),
});

/** POST /api/posts/:postId/shares → the post's share count (members who shared it). */
export const shareResultSchema = z.object({ shares: z.number() });
export type ShareResult = z.infer<typeof shareResultSchema>;

export const engagementSchema = z.object({ likes: z.number(), comments: z.number(), shares: z.number() });

export const postSchema = z.object({
  id: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  /**
   * The photo's size in pixels and the narrower widths it is also served at (`<image>?w=640`), for srcset and a
   * box of the right shape before it loads (issue #16); null or absent for a photo posted before.
   */
  imageSize: z.object({ width: z.number(), height: z.number(), widths: z.array(z.number()) }).nullish(),
  videos: z.array(mediaFileSchema),
  audios: z.array(mediaFileSchema),
  timestamp: z.string(),
  views: z.number(),
  circle: z.object({ id: z.string(), name: z.string(), type: z.string() }),
  author: postAuthorSchema,
  engagement: engagementSchema,
  isLiked: z.boolean(),
  /** In the viewer's Favorites. */
  isSaved: z.boolean(),
  /** The photo's or video's description for screen readers; null when the author gave none. */
  mediaAlt: z.string().nullable(),
  /** When the author last edited the text; null for a post never edited. */
  editedAt: z.string().nullable(),
});
export type Post = z.infer<typeof postSchema>;

export const feedPageSchema = z.object({ posts: z.array(postSchema), nextCursor: z.string().nullable() });
export type FeedPage = z.infer<typeof feedPageSchema>;

export const feedQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** GET /api/feed/search?q=&cursor=: posts by words (issue #18), best match first, newest as tiebreak. */
export const postSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  cursor: z.string().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
