import { z } from 'zod';
import { accountMessages } from './account-constants';

export { accountDeletionGraceDays, accountMessages, passkeyConfirmationMinutes } from './account-constants';

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
