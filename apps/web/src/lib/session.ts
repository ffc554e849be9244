import { type Me, meSchema } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, api } from './api-client';

/**
 * The signed-in member (GET /api/me), or null when there is no session (401).
 * Shared by the route guard, the shell's profile block and every feature that needs the viewer.
 */
export const meQueryKey = ['session', 'me'] as const;

export async function getMe(): Promise<Me | null> {
  try {
    return await api.get('/me', { schema: meSchema });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });

export const useMe = () => useQuery(meQueryOptions());
