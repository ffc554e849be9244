import type { SignUpPolicy } from '@circles/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * GET /api/auth/sign-up-policy → whether sign-up needs an invitation (INVITE_ONLY, issue #41). Public: `/` and
 * /auth/sign-up follow it. A setting of the server, so read once per visit.
 */
export const getSignUpPolicy = (signal?: AbortSignal): Promise<SignUpPolicy> =>
  api.get('/auth/sign-up-policy', { schema: signUpPolicyParser, signal });

/**
 * contracts' signUpPolicySchema, checked by hand: `/` and sign-up read this on their first load, where the schema
 * would bring zod into the download (the first-load budget, e2e/first-load-budget.spec.ts).
 */
const signUpPolicyParser = {
  parse(data: unknown): SignUpPolicy {
    const inviteOnly = (data as { inviteOnly?: unknown } | null)?.inviteOnly;
    if (typeof inviteOnly !== 'boolean') throw new Error('Unexpected sign-up policy');
    return { inviteOnly };
  },
};

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
