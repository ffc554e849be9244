import type { Me } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, api } from './api-client';

/** Every session-scoped query lives under this key, so sign-in and sign-out can reset them together. */
export const sessionRootKey = ['session'] as const;

/**
 * The signed-in member (GET /api/me), or null when there is no session (401).
 * Shared by the route guard, the shell's profile block and every feature that needs the viewer.
 */
export const meQueryKey = ['session', 'me'] as const;

export async function getMe(): Promise<Me | null> {
  try {
    return await api.get<Me>('/me');
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });

export const useMe = () => useQuery(meQueryOptions());

/** The parts of better-auth's session answer the app reads. */
export type AuthSession = {
  session: { id: string; expiresAt: string };
  user: { id: string; email: string; name: string; emailVerified: boolean };
};

export const authSessionQueryKey = ['session', 'auth'] as const;

/**
 * GET /api/auth/get-session: the session behind the cookie, or null. Asking also refreshes the cookie when the
 * session is due for renewal (docs/product.md §Behaviour 'tokens refresh automatically'), so the app asks at start
 * and on focus.
 */
export async function getAuthSession(): Promise<AuthSession | null> {
  const data = await api.get<AuthSession | null>('/auth/get-session');
  return data && typeof data === 'object' && 'user' in data ? data : null;
}

export const authSessionQueryOptions = () =>
  queryOptions({
    queryKey: authSessionQueryKey,
    queryFn: getAuthSession,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
  });

export const useAuthSession = () => useQuery(authSessionQueryOptions());

export type MemberStatus =
  | { status: 'loading' }
  | { status: 'signed-out' }
  /** The session check itself failed (offline, server down): nothing can be decided. */
  | { status: 'unknown'; error: unknown; retry: () => void }
  /** `me` is null when the profile check failed; docs/product.md §Behaviour counts that as an incomplete profile. */
  | { status: 'signed-in'; me: Me | null; isProfileComplete: boolean };

/** Session and profile status together, for the route guards. */
export function useMemberStatus(): MemberStatus {
  // The profile only behind a session: without one GET /api/me answers 401, which the browser logs as an error
  // on every public page (issue #41). Member pages arrive with both answers in the cache (the route guard's).
  const session = useAuthSession();
  const hasSession = Boolean(session.data);
  const me = useQuery({ ...meQueryOptions(), enabled: hasSession });

  if (session.isPending) return { status: 'loading' };
  if (session.isError)
    return { status: 'unknown', error: session.error, retry: () => void session.refetch() };
  if (!hasSession) return { status: 'signed-out' };
  if (me.isPending) return { status: 'loading' };
  // A check that failed with nothing known counts as an incomplete profile (docs/product.md §Behaviour); a refetch
  // that failed (a 503 in a surge, say) keeps what the last answer or the app's own write said: a member who just
  // finished their profile is not sent back to setup because the confirming request was refused.
  if (me.data === undefined) return { status: 'signed-in', me: null, isProfileComplete: false };
  // The session ended between the two calls (expired, signed out in another tab).
  if (me.data === null) return { status: 'signed-out' };
  return { status: 'signed-in', me: me.data, isProfileComplete: me.data.profileCompleted };
}
