import { fullNameOf, type SignUpInput } from '@circles/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The form's fields, and the invitation link's token when the page was opened from one (issue #41). */
export type SignUpRequest = SignUpInput & { inviteToken?: string };

/**
 * POST /api/auth/sign-up/email → 200, the same for a known email (no enumeration); the server mails the
 * verification link. 400 { message } with the docs/product.md §Validation text for invalid input; 429 when
 * rate-limited; 403 while INVITE_ONLY is on without a usable invitation link.
 */
export const signUp = ({ firstName, lastName, email, password, inviteToken }: SignUpRequest) =>
  api.post<unknown>('/auth/sign-up/email', {
    firstName,
    lastName,
    email,
    password,
    name: fullNameOf(firstName, lastName),
    inviteToken,
  });

export const signUpMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'sign-up'], mutationFn: signUp });

export const useSignUp = () => useMutation(signUpMutationOptions());
