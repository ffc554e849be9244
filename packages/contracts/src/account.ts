import { z } from 'zod';

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

/** Confirmed with the password, or with a passkey the member has just used (issue #18). */
export const deleteAccountSchema = z
  .object({
    password: z
      .string({ error: accountMessages.passwordRequired })
      .min(1, accountMessages.passwordRequired)
      .max(128)
      .optional(),
    confirmedWith: z.literal('passkey').optional(),
  })
  .refine((input) => input.password !== undefined || input.confirmedWith === 'passkey', {
    message: accountMessages.passwordRequired,
    path: ['password'],
  });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const accountDeletionSchema = z.object({ deleteAfter: z.string() });
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
