// Zod-free: what the web app reads from comments.ts without its schemas (docs/decisions/0096).
import { limits } from './limits';

export const commentMessages = {
  contentRequired: 'Comment cannot be empty',
  contentTooLong: `Comment must be ${limits.commentMax} characters or less`,
  notFound: 'Comment not found',
  notAuthor: 'Only the author can change this comment',
  removed: 'This comment was removed',
} as const;

export const likeableTypes = ['post', 'comment'] as const;
