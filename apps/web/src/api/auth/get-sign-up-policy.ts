import { type SignUpPolicy, signUpPolicySchema } from '@circles/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * GET /api/auth/sign-up-policy → whether sign-up needs an invitation (INVITE_ONLY, issue #41). Public: `/` and
 * /auth/sign-up follow it. A setting of the server, so read once per visit.
 */
export const getSignUpPolicy = (signal?: AbortSignal): Promise<SignUpPolicy> =>
  api.get('/auth/sign-up-policy', { schema: signUpPolicySchema, signal });

export const signUpPolicyQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'sign-up-policy'],
    queryFn: ({ signal }) => getSignUpPolicy(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSignUpPolicy = () => useQuery(signUpPolicyQueryOptions());

/** The policy into the cache before a page renders (sign-up's loader): the page is drawn with it, no shift. */
export const prefetchSignUpPolicy = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(signUpPolicyQueryOptions());
