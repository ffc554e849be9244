import { z } from 'zod';

/** Deleting one's account (issue #18): seven days of grace, undone by signing in. */
export const accountDeletionGraceDays = 7;

export const accountMessages = {
  passwordRequired: 'Enter your password to confirm',
  wrongPassword: 'That password is not right. Please try again.',
  deletionFailed: 'Your account could not be scheduled for deletion. Please try again.',
} as const;

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, accountMessages.passwordRequired)
    .max(128),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const accountDeletionSchema = z.object({ deleteAfter: z.string() });
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
