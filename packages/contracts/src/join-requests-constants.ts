// Zod-free: what the web app reads from join-requests.ts without its schemas (docs/decisions/0096).
import type { CircleRole, SiteRole } from './roles';

/**
 * Requests to join a private circle (issue #17). A member with the circle's link sees its header and may ask,
 * with an optional message; the owner, the circle's moderators (and site moderators and admins) approve or
 * reject, with an optional reason. A request never makes anyone a member by itself.
 */
export const joinRequestLimits = { messageMax: 500, reasonMax: 500 } as const;

export const joinRequestMessages = {
  askToJoin: 'This circle is private. Ask to join and its owner or moderators will decide.',
  notPrivate: 'Only private circles take requests to join.',
  alreadyMember: 'You are already a member of this circle.',
  alreadyRequested: 'You have already asked to join this circle.',
  notFound: 'There is no request to join from this member.',
  reviewersOnly: 'Only the circle’s owner and moderators can review requests to join.',
  messageTooLong: `Your message must be ${joinRequestLimits.messageMax} characters or less`,
  reasonTooLong: `The reason must be ${joinRequestLimits.reasonMax} characters or less`,
  memberNotFound: 'Member not found',
  sent: 'Request sent',
  withdrawn: 'Request withdrawn',
  approved: (name: string) => `${name} is now a member`,
  rejected: (name: string) => `Request from ${name} declined`,
  failed: 'Something went wrong. Please try again.',
  listFailed: 'Requests to join could not be loaded.',
  pendingHint: 'Your request is waiting for the circle’s owner or moderators.',
  // Notifications.
  newRequestTitle: 'Request to join',
  newRequest: (name: string, circle: string) => `${name} asked to join ${circle}`,
  approvedTitle: 'Request approved',
  approvedMessage: (circle: string) => `You are now a member of ${circle}`,
  rejectedTitle: 'Request declined',
  rejectedMessage: (circle: string, reason: string | null) =>
    reason
      ? `Your request to join ${circle} was declined: ${reason}`
      : `Your request to join ${circle} was declined`,
} as const;

/** Who reviews a circle's requests: site moderators and admins, and the circle's owner and moderators. */
export const canReviewJoinRequests = (siteRole: SiteRole, circleRole: CircleRole | null) =>
  siteRole === 'moderator' || siteRole === 'admin' || circleRole === 'owner' || circleRole === 'moderator';
