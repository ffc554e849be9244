// Loaded on the first validation (lib/forms/lazy-zod-resolver): zod stays out of the proposal page's first load.
export { proposalCommentSchema } from '@circles/contracts';
