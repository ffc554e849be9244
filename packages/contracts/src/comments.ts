import { z } from 'zod';
import { commentMessages, likeableTypes } from './comments-constants';
import { limits } from './limits';
import { postSchema } from './posts';

export { commentMessages, likeableTypes } from './comments-constants';

export const commentContentSchema = z
  .string({ error: commentMessages.contentRequired })
  .trim()
  .min(1, commentMessages.contentRequired)
  .max(limits.commentMax, commentMessages.contentTooLong);

export const createCommentSchema = z.object({ content: commentContentSchema, parentId: z.uuid().nullish() });
export const editCommentSchema = z.object({ content: commentContentSchema });

export const commentAuthorSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  /** The author's handle, for the link to their profile (/members/{handle}). */
  screenName: z.string(),
  avatarUrl: z.string().nullable(),
  profileCompleted: z.boolean(),
  isVerified: z.boolean(),
  iconCodes: z.array(z.string()),
});

const commentFields = {
  id: z.string(),
  postId: z.string(),
  parentId: z.string().nullable(),
  /** Empty when the comment was removed (isDeleted). */
  content: z.string(),
  isDeleted: z.boolean(),
  isEdited: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  likesCount: z.number(),
  isLiked: z.boolean(),
  author: commentAuthorSchema,
};
export const replySchema = z.object(commentFields);
export const commentSchema = z.object({ ...commentFields, replies: z.array(replySchema) });
export type Comment = z.infer<typeof commentSchema>;
export type Reply = z.infer<typeof replySchema>;

export const commentsPageSchema = z.object({
  comments: z.array(commentSchema),
  /** Top-level comments that are not deleted. */
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type CommentsPage = z.infer<typeof commentsPageSchema>;

/**
 * A post's page in one answer: the post (its detail) and the first page of its comments; without them when they
 * could not be read (the list then asks on its own, and a failure there shows an empty list with the total).
 */
export const postPageSchema = z.object({ post: postSchema, comments: commentsPageSchema.optional() });
export type PostPage = z.infer<typeof postPageSchema>;

export const commentsQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export type LikeableType = (typeof likeableTypes)[number];
export const toggleLikeSchema = z.object({ likeableType: z.enum(likeableTypes), likeableId: z.uuid() });
export const likeStateSchema = z.object({ liked: z.boolean(), count: z.number() });
export type LikeState = z.infer<typeof likeStateSchema>;
