// The public pages' form and answer schemas, reached only through dynamic imports (lazyZodResolver, the waitlist
// request), so that zod stays out of their first download.
export {
  resetRequestSchema,
  setNewPasswordSchema,
  signInSchema,
  signUpSchema,
  waitlistRequestSchema,
  waitlistResponseSchema,
} from '@circles/contracts';
