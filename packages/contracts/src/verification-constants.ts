// Zod-free: what the web app reads from verification.ts without its schemas (docs/decisions/0096).
/**
 * Verified Identity requests (issue #17; docs/product.md §Product KYC, §Limits pricing). A member sends an identity
 * photo (kept privately, shown only to admins reviewing it, deleted once they decide) and an optional note; an admin
 * approves (the member gets the badge: users.manual_verification) or rejects with a reason. With
 * REQUIRE_VERIFICATION on, only verified members comment in public circles and create public and private circles.
 */
export const verificationLimits = { noteMax: 500, reasonMax: 500 } as const;

export const verificationStatuses = ['pending', 'approved', 'rejected'] as const;

/** What only verified members may do while the flag is on. */
export type VerifiedAction = 'comment' | 'createCircle' | 'propose';

export const verificationMessages = {
  // The gate (REQUIRE_VERIFICATION=true).
  commentRequiresVerification: 'Only verified members can comment in public circles.',
  createCircleRequiresVerification: 'Only verified members can create public and private circles.',
  proposeRequiresVerification: 'Only verified members can propose policy changes.',
  howToVerify: 'Verify your identity in Settings to unlock it.',
  verifyLink: 'Get verified',
  // The member's request.
  photoRequired: 'Attach a photo of your identity document.',
  noteTooLong: `Your note must be ${verificationLimits.noteMax} characters or less`,
  alreadyPending: 'Your verification request is already waiting for review.',
  alreadyVerified: 'Your identity is already verified.',
  requestFailed: 'Your request could not be sent. Please try again.',
  statusFailed: 'Your verification status could not be loaded.',
  sent: 'Verification request sent',
  pendingTitle: 'Your request is waiting for review',
  pendingHint: 'An admin will look at your photo soon. You will get a notification with the outcome.',
  rejectedTitle: 'Your last request was not approved',
  askAgain: 'You can send a new request.',
  verified: 'Your identity is verified.',
  photoPrivacy:
    'Your photo is stored privately, seen only by the admins who review it, and deleted as soon as they decide.',
  // Review (admins).
  notFound: 'This verification request is no longer waiting for review.',
  reasonRequired: 'Tell the member why their request is rejected.',
  reasonTooLong: `The reason must be ${verificationLimits.reasonMax} characters or less`,
  listFailed: 'Verification requests could not be loaded.',
  reviewFailed: 'Something went wrong. Please try again.',
  approved: (name: string) => `${name} is now verified`,
  rejected: (name: string) => `Request from ${name} rejected`,
  noneWaiting: 'No requests are waiting for review.',
  // Notifications to the member.
  approvedTitle: 'Identity verified',
  approvedMessage: 'Your identity is verified: your badge now shows beside your name.',
  rejectedNoticeTitle: 'Verification not approved',
  rejectedMessage: (reason: string) => `Your verification request was not approved: ${reason}`,
} as const;

const gateMessages: Record<VerifiedAction, string> = {
  comment: verificationMessages.commentRequiresVerification,
  createCircle: verificationMessages.createCircleRequiresVerification,
  propose: verificationMessages.proposeRequiresVerification,
};

export const verificationGateMessage = (action: VerifiedAction) => gateMessages[action];
