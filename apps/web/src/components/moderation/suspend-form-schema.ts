import { suspendMemberSchema } from '@circles/contracts';
import { z } from 'zod';

// Loaded on the first validation (lib/forms/lazy-zod-resolver): zod stays out of the pages that show the dialog.
export const suspendFormSchema = suspendMemberSchema.pick({ reason: true }).extend({ duration: z.string() });
