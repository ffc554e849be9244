import type { VerificationStatusAnswer } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * GET /api/verification/status (issue #17): whether REQUIRE_VERIFICATION is on, whether the viewer is verified,
 * and their latest request. Shared: Settings shows the request, comments and Create Circle read the gate.
 * Under the session key, so signing out forgets it.
 */
export const verificationStatusKey = ['session', 'verification-status'] as const;

export const getVerificationStatus = (signal?: AbortSignal): Promise<VerificationStatusAnswer> =>
  api.get<VerificationStatusAnswer>('/verification/status', { signal });

export const verificationStatusQueryOptions = () =>
  queryOptions({
    queryKey: verificationStatusKey,
    queryFn: ({ signal }) => getVerificationStatus(signal),
    staleTime: 60_000,
  });

export const useVerificationStatus = () => useQuery(verificationStatusQueryOptions());

/**
 * True when the flag is on and the viewer is not verified: show why and how to verify instead of the form.
 * While the status loads (or cannot load) the form shows; the server decides anyway.
 */
export function useNeedsVerification() {
  const status = useVerificationStatus();
  return status.data ? status.data.isRequired && !status.data.isVerified : false;
}
