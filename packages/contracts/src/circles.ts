import { z } from 'zod';
import { emailSchema } from './auth';
import { circleMessages, circleSearchMax, circleTypes, discoverLists } from './circles-constants';
import { limits } from './limits';
import { circleRoles } from './roles';

export {
  circleMessages,
  circleSearchMax,
  circleTypes,
  discoverLimits,
  discoverLists,
  recentActivityDays,
} from './circles-constants';
export type CircleType = (typeof circleTypes)[number];

export { defaultCircleId, favoritesAlias } from './circle-ids';

export const circleSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(circleTypes),
  description: z.string().nullable(),
  category: z.string().nullable(),
  personalKind: z.string().nullable(),
  isDefault: z.boolean(),
  memberCount: z.number(),
  isJoined: z.boolean(),
  isPending: z.boolean(),
  /** The viewer asked to join this private circle and waits for a decision (issue #17; not an invitation). */
  hasRequested: z.boolean(),
  /**
   * A private circle its owner hid (issue #41): non-members get 'Circle not found' even with its link, so only
   * invitations let people in. False for every other circle.
   */
  isHidden: z.boolean(),
  /** The viewer's role in the circle when a member: owner, moderator or member (issue #17). */
  viewerRole: z.enum(circleRoles).nullable(),
  /** Content counts: null when the viewer may not see them (a private circle they have not joined). */
  links: z.number().nullable(),
  photos: z.number().nullable(),
  videos: z.number().nullable(),
  createdAt: z.string(),
});
export type Circle = z.infer<typeof circleSchema>;

export const createCircleSchema = z
  .object({
    name: z
      .string({ error: circleMessages.nameRequired })
      .trim()
      .min(1, circleMessages.nameRequired)
      .max(limits.circleNameMax, circleMessages.nameTooLong),
    type: z.enum(['public', 'private'], { error: circleMessages.typeRequired }),
    /** Issue #54: a private circle may start hidden ('Circle not found' to anyone its owner has not invited). */
    isHidden: z.boolean().optional(),
  })
  .refine((input) => !input.isHidden || input.type === 'private', {
    path: ['isHidden'],
    message: circleMessages.hiddenPrivateOnly,
  });
export type CreateCircleInput = z.infer<typeof createCircleSchema>;

/** PATCH /api/circles/:circleId/settings (issue #41): the owner hides a private circle, or shows it by link again. */
export const circleSettingsSchema = z.object({ isHidden: z.boolean() });
export type CircleSettingsInput = z.infer<typeof circleSettingsSchema>;

export const circleMemberSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  manualVerification: z.boolean(),
  /** In a circle's member list: owner, moderator or member (absent in other lists of people). */
  role: z.enum(circleRoles).optional(),
});
export type CircleMember = z.infer<typeof circleMemberSchema>;

export const inviteToCircleSchema = z
  .object({
    userIds: z.array(z.uuid()).max(100).default([]),
    email: z.union([emailSchema, z.literal('')]).optional(),
  })
  .refine((input) => input.userIds.length > 0 || Boolean(input.email), {
    message: circleMessages.inviteNothingToSend,
  });
export type InviteToCircleInput = z.input<typeof inviteToCircleSchema>;

export const inviteResultSchema = z.object({ invited: z.number(), alreadyIn: z.number() });
export type InviteResult = z.infer<typeof inviteResultSchema>;

export const circleIdParamSchema = z.object({ circleId: z.string().min(1).max(64) });
export type DiscoverList = (typeof discoverLists)[number];

export const discoverCirclesQuerySchema = z.object({
  list: z.enum(discoverLists, { error: 'List must be trending or big' }).default('trending'),
  q: z
    .string()
    .trim()
    .max(circleSearchMax, `Search must be ${circleSearchMax} characters or less`)
    .optional(),
});
export type DiscoverCirclesQuery = z.input<typeof discoverCirclesQuerySchema>;

/** A listed circle plus its recent activity: posts in the last 7 days. */
export const discoveredCircleSchema = circleSchema.extend({ activity: z.number() });
export type DiscoveredCircle = z.infer<typeof discoveredCircleSchema>;
