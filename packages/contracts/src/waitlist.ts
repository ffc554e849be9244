import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';

/** SPEC §5: 'a simple address pattern'. */
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

export const inviteOnlyMessages = {
  /** `/`'s badge while sign-up is closed. */
  badge: 'Invite only for now',
  /** The server's refusal of a sign-up without an invitation, and the sign-up page's notice. */
  signUpClosed:
    'Circles is invite only for now. Join the waitlist and we’ll let you know when we open the doors.',
} as const;
