import type { SignInInput } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionRootKey } from '../../../lib/session';

/**
 * POST /api/auth/sign-in/email → 200 and the httpOnly session cookie; 401 INVALID_EMAIL_OR_PASSWORD,
 * 403 EMAIL_NOT_VERIFIED (the server mails a new link), 429 when rate-limited.
 */
export const signIn = (body: SignInInput) => api.post<unknown>('/auth/sign-in/email', body);

export const signInMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'sign-in'], mutationFn: signIn });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    ...signInMutationOptions(),
    // A new member: whatever was known about 'no session' is stale; the guard asks again.
    onSuccess: () => queryClient.removeQueries({ queryKey: sessionRootKey }),
  });
}
