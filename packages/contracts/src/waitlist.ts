import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';

/** docs/product.md §Validation: 'a simple address pattern'. */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const waitlistRequestSchema = z.object({
  email: z
    .string({ error: messages.waitlist.invalidEmail })
    .trim()
    .max(limits.emailMax, messages.waitlist.invalidEmail)
    .regex(simpleEmailPattern, messages.waitlist.invalidEmail),
});
export type WaitlistRequest = z.infer<typeof waitlistRequestSchema>;

export const waitlistResponseSchema = z.object({ message: z.string() });
export type WaitlistResponse = z.infer<typeof waitlistResponseSchema>;

/**
 * INVITE_ONLY (issue #41): whether sign-up needs an invitation. Public (GET /api/auth/sign-up-policy): `/` and
 * /auth/sign-up follow it.
 */
export const signUpPolicySchema = z.object({ inviteOnly: z.boolean() });
export type SignUpPolicy = z.infer<typeof signUpPolicySchema>;
