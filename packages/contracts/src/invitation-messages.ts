// No schema here: the sign-up page shows these on its first load, where zod would only weigh (first-load budget).

/**
 * Invitation links (issue #41): a member makes a link that lets one new person sign up while INVITE_ONLY is on
 * (while it is off the link simply opens sign-up). A link works once, for 14 days.
 */
export const invitationLimits = {
  /** Unused, unexpired links a member may hold at once. */
  maxUnused: 20,
  validDays: 14,
  /** The token's length in the URL (32 random bytes, base64url). */
  tokenLength: 43,
} as const;

export const invitationMessages = {
  /** The server's refusal of a sign-up with an invalid, used, expired or revoked token while INVITE_ONLY is on. */
  invalid: 'This invitation link is no longer valid.',
  tooMany: `You already have ${invitationLimits.maxUnused} unused invitation links. Revoke one or wait until one is used or expires.`,
  suspended: 'Suspended members cannot invite people.',
  notFound: 'Invitation not found',
  alreadyUsed: 'This invitation link was already used, so it cannot be revoked.',
  revoked: 'Invitation link revoked.',
  /** The sign-up page's line when opened from a link. */
  invited: 'You were invited to Circles.',
  loadFailed: 'Your invitation links could not be loaded.',
  createFailed: 'The invitation link could not be created.',
  revokeFailed: 'The invitation link could not be revoked.',
} as const;
