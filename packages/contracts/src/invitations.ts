import { z } from 'zod';

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
