import { removeContentFieldsSchema } from '@circles/contracts';

// Loaded on the first validation (lib/forms/lazy-zod-resolver): zod stays out of the moderation page's first load.
export const removeFormSchema = removeContentFieldsSchema.pick({ reason: true });
