// Zod-free: what the web app reads from circles.ts without its schemas (docs/decisions/0096).
import { limits } from './limits';

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

/**
 * /circles discovery (issue #20): Trending = public circles ranked by posts in the last 7 days, Big = by
 * members; with `q`, every circle the viewer may see whose name contains it. docs/product.md §Screens keeps 6 and 8
 * cards.
 */
export const discoverLists = ['trending', 'big'] as const;

export const discoverLimits = { trending: 6, big: 8, search: 20 } as const;

export const circleSearchMax = limits.circleNameMax;

export const recentActivityDays = 7;
