import { fullNameOf, type SignUpInput } from '@circles/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/sign-up/email → 200, the same for a known email (no enumeration); the server mails the
 * verification link. 400 { message } with the SPEC §5 text for invalid input; 429 when rate-limited.
 */
export const signUp = ({ firstName, lastName, email, password }: SignUpInput) =>
  api.post<unknown>('/auth/sign-up/email', {
    firstName,
    lastName,
    email,
    password,
    name: fullNameOf(firstName, lastName),
  });

export const signUpMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'sign-up'], mutationFn: signUp });

export const useSignUp = () => useMutation(signUpMutationOptions());
