import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/auth/verify-email?token=… → 200 { status: true }, or 4xx { code, message } (INVALID_TOKEN, 429). */
export const verifyEmail = (token: string) =>
  api.get<{ status: boolean }>('/auth/verify-email', { query: { token } });

/**
 * A query rather than a mutation: it runs by itself when the page opens (docs/product.md §Screens 'verifies the
 * token automatically'), once per token even under StrictMode's double effects, and never retries a used token.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useVerifyEmail = (token: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...verifyEmailQueryOptions(token), enabled });
