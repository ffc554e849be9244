import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { stopWebPush } from '../../../api/push/web-push';
import { paths } from '../../../config/paths';
import { clearMemberData } from '../../../lib/member-data';
import { signOut } from '../api/sign-out';

/**
 * docs/product.md §Behaviour sign-out: end the session on the server, then clear cached user data, stored profile,
 * wall and theme data, reset the stores, set the theme to system, and go to '/'. A failed call is logged only
 * (docs/product.md §Messages).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const signOutMember = async () => {
    if (isSigningOut) return;
    setIsSigningOut(true);
    try {
      // While the session lasts: this browser stops receiving the member's pushes.
      await stopWebPush().catch(() => undefined);
      await signOut();
    } catch (error) {
      console.error('Sign out failed', error);
    }
    // Leave the guarded pages first, so nothing re-asks for the session while the cache is being cleared. The move
    // is committed at once (flushSync), not in a transition that would keep the member's page mounted past the
    // clear: its queries would ask again, signed out (401s).
    await navigate(paths.home, { replace: true, flushSync: true });
    clearMemberData(queryClient);
  };

  return { signOut: signOutMember, isSigningOut };
}
