import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInWithPasskey } from '../../../api/passkeys/sign-in-with-passkey';
import { sessionRootKey } from '../../../lib/session';

/** The passkey ceremony (api/passkeys): on success the passkey's owner holds a new session cookie. */
export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'sign-in', 'passkey'],
    mutationFn: signInWithPasskey,
    // A new member: whatever was known about 'no session' is stale; the guard asks again.
    onSuccess: () => queryClient.removeQueries({ queryKey: sessionRootKey }),
  });
}
