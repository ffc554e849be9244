import { z } from 'zod';

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

/** The sign-up body's optional token (from /auth/sign-up?invite=…). */
export const inviteTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/);

/** POST /api/invitations → the new link; the token is shown this once (only its hash is kept). */
export const createdInvitationSchema = z.object({
  id: z.string(),
  url: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

export const invitationStatusSchema = z.enum(['unused', 'used', 'expired']);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  status: invitationStatusSchema,
  usedAt: z.string().nullable(),
  /** Who signed up with it ('Deleted member' once erased); null while unused. */
  usedBy: z.object({ userId: z.string(), fullName: z.string(), handle: z.string() }).nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/invitations (and DELETE's answer): the member's links, newest first. */
export const invitationListSchema = z.object({
  invitations: z.array(invitationSchema),
  maxUnused: z.number(),
});
export type InvitationList = z.infer<typeof invitationListSchema>;

export const invitationParamSchema = z.object({ id: z.string().min(1).max(64) });
