import { z } from 'zod';

export { passkeyCodeMessages, passkeyMessages } from './passkey-messages';

/** One of the member's passkeys, as GET /api/auth/passkey/list-user-passkeys lists it. */
export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  createdAt: z.coerce.date().nullish(),
  deviceType: z.string(),
  backedUp: z.boolean(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;
export const passkeyListSchema = z.array(passkeySummarySchema);
