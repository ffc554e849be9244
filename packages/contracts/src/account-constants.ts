// Zod-free: what the web app reads from account.ts without its schemas (docs/decisions/0096).
/** Deleting one's account (issue #18): seven days of grace, undone by signing in. */
export const accountDeletionGraceDays = 7;

export const accountMessages = {
  passwordRequired: 'Enter your password to confirm',
  wrongPassword: 'That password is not right. Please try again.',
  deletionFailed: 'Your account could not be scheduled for deletion. Please try again.',
  passkeyConfirmationStale: 'Confirm with your passkey again to delete your account.',
  /** Issue #41: signing in during the grace period cancels the deletion, and says so (notification and toast). */
  deletionCancelledTitle: 'Account deletion cancelled',
  deletionCancelledMessage: 'You signed in again, so your account will not be deleted.',
} as const;

/** A passkey confirmation counts for this long after the passkey sign-in that gave it. */
export const passkeyConfirmationMinutes = 5;
