import { z } from 'zod';
import { emailSchema } from './auth';
import { limits } from './limits';
import { circleRoles } from './roles';

export const circleMessages = {
  fetchFailed: 'Failed to fetch circles',
  notFound: 'Circle not found',
  createFailed: 'Failed to create circle',
  feedFailed: 'Failed to fetch circle feeds',
  nameRequired: 'Circle name is required',
  nameTooLong: `Circle name must be ${limits.circleNameMax} characters or less`,
  typeRequired: 'Please select a circle type',
  cannotLeaveDefault: 'You cannot leave the default circle',
  cannotLeavePersonal: 'You cannot leave your personal circle',
  inviteUserNotFound: (email: string) => `User not found by email: '${email}'`,
  inviteFetchFailed: 'Failed to fetch invite users',
  inviteCircleNotFound: 'Failed to fetch invite users, circle not found',
  inviteNothingToSend: 'Choose at least one connection or enter an email',
  onlyMembersInvite: 'Only members can invite to this circle',
  /** Issue #41: hiding a private circle is its owner's choice. */
  ownerOnlyVisibility: 'Only the owner of a private circle can change who finds it',
  visibilitySaveFailed: 'Failed to save the circle settings',
  /** Issue #54: a circle is made hidden at creation only when it is private. */
  hiddenPrivateOnly: 'Only a private circle can be hidden',
} as const;

export const circleTypes = ['personal', 'public', 'private'] as const;
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

/**
 * /circles discovery (issue #20): Trending = public circles ranked by posts in the last 7 days, Big = by
 * members; with `q`, every circle the viewer may see whose name contains it. docs/product.md §Screens keeps 6 and 8
 * cards.
 */
export const discoverLists = ['trending', 'big'] as const;
export type DiscoverList = (typeof discoverLists)[number];
export const discoverLimits = { trending: 6, big: 8, search: 20 } as const;
export const circleSearchMax = limits.circleNameMax;

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
export const recentActivityDays = 7;
