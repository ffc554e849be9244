// Loaded when a comment is first sent: zod stays out of a post page's first load.
export { editCommentSchema } from '@circles/contracts';
