import { z } from 'zod';

/** Every API error has this body: a message to show, an optional code, and per-field messages for forms. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
