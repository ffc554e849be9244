import { z } from 'zod';
import { memberConnectionSchema } from './profile';

/** Mutes (issue #17): what a member no longer wants in their feeds and notifications; the muted are not told. */
export const muteMessages = {
  notYourself: 'You cannot mute yourself',
  memberNotFound: 'Member not found',
  circleNotFound: 'Circle not found',
  muted: 'Muted',
  unmuted: 'Unmuted',
  loadFailed: 'Your muted list could not be loaded.',
} as const;

export const mutedCircleSchema = z.object({ id: z.string(), name: z.string(), type: z.string() });

export const mutesSchema = z.object({
  members: z.array(memberConnectionSchema),
  circles: z.array(mutedCircleSchema),
});
export type Mutes = z.infer<typeof mutesSchema>;

export const muteMemberParamSchema = z.object({ userId: z.string().min(1).max(64) });
export const muteCircleParamSchema = z.object({ circleId: z.string().min(1).max(64) });
