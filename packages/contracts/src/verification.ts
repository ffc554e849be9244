import { z } from 'zod';
import { verificationLimits, verificationMessages, verificationStatuses } from './verification-constants';

export {
  type VerifiedAction,
  verificationGateMessage,
  verificationLimits,
  verificationMessages,
  verificationStatuses,
} from './verification-constants';
export type VerificationStatus = (typeof verificationStatuses)[number];

/** The multipart form's text field (the photo is its `photo` file). */
export const verificationNoteSchema = z.object({
  note: z
    .string()
    .trim()
    .max(verificationLimits.noteMax, verificationMessages.noteTooLong)
    .optional()
    .transform((text) => text || null),
});

export const rejectVerificationSchema = z.object({
  reason: z
    .string({ error: verificationMessages.reasonRequired })
    .trim()
    .min(1, verificationMessages.reasonRequired)
    .max(verificationLimits.reasonMax, verificationMessages.reasonTooLong),
});
export type RejectVerificationInput = z.infer<typeof rejectVerificationSchema>;

export const ownVerificationRequestSchema = z.object({
  id: z.string(),
  status: z.enum(verificationStatuses),
  note: z.string().nullable(),
  /** The admin's reason, when rejected. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OwnVerificationRequest = z.infer<typeof ownVerificationRequestSchema>;

/** GET /api/verification/status: the flag, the member's badge and their latest request. */
export const verificationStatusSchema = z.object({
  /** REQUIRE_VERIFICATION: public comments and new circles need the badge. */
  isRequired: z.boolean(),
  isVerified: z.boolean(),
  request: ownVerificationRequestSchema.nullable(),
});
export type VerificationStatusAnswer = z.infer<typeof verificationStatusSchema>;

/** Whether the member may do this now (the web's mirror of the server's rule; the server decides). */
export const mayActUnverified = (status: Pick<VerificationStatusAnswer, 'isRequired' | 'isVerified'>) =>
  !status.isRequired || status.isVerified;

export const pendingVerificationSchema = z.object({
  id: z.string(),
  member: z.object({
    userId: z.string(),
    fullName: z.string(),
    userHandle: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  note: z.string().nullable(),
  /** The admin-only route serving the identity photo. */
  photoUrl: z.string(),
  createdAt: z.string(),
});
export type PendingVerification = z.infer<typeof pendingVerificationSchema>;
export const pendingVerificationsSchema = z.array(pendingVerificationSchema);

export const verificationDecisionSchema = z.object({
  id: z.string(),
  status: z.enum(['approved', 'rejected']),
});
export type VerificationDecision = z.infer<typeof verificationDecisionSchema>;
