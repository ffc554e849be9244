// The public pages' form schemas, reached only through dynamic imports (lazyZodResolver), so that zod stays out of
// their first download.
export {
  resetRequestSchema,
  setNewPasswordSchema,
  signInSchema,
  signUpSchema,
  waitlistRequestSchema,
} from '@circles/contracts';
