// Loaded on the first validation (lib/forms/lazy-zod-resolver): zod stays out of the review page's first load.
export { rejectVerificationSchema } from '@circles/contracts';
