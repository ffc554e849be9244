import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';

const m = messages.auth;

export const emailSchema = z
  .string({ error: m.invalidEmail })
  .trim()
  .max(limits.emailMax, m.invalidEmail)
  .email(m.invalidEmail);

/** docs/product.md §Validation password rules, in the order listed there. */
export const newPasswordSchema = z
  .string({ error: m.passwordMin })
  .min(limits.passwordMin, m.passwordMin)
  .max(128, 'Password must be at most 128 characters')
  .regex(/[A-Z]/, m.passwordUpper)
  .regex(/[a-z]/, m.passwordLower)
  .regex(/[0-9]/, m.passwordNumber);

const nameSchema = (min: string, max: string) =>
  z.string({ error: min }).trim().min(limits.nameMin, min).max(limits.nameMax, max);

export const firstNameSchema = nameSchema(m.firstNameMin, m.firstNameMax);
export const lastNameSchema = nameSchema(m.lastNameMin, m.lastNameMax);

export const signUpSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const resetRequestSchema = z.object({ email: emailSchema });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const setNewPasswordSchema = z.object({ password: newPasswordSchema });

export { fullNameOf } from './full-name';
