import type { Icon } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * GET /api/icons → the emoji catalogue (profile setup and Profile Settings), ordered by category (docs/product.md
 * §Calls). Reference data: fetched once.
 */
export const getIcons = (): Promise<Icon[]> => api.get<Icon[]>('/icons');

export const iconsQueryOptions = () =>
  queryOptions({ queryKey: ['icons'], queryFn: getIcons, staleTime: Number.POSITIVE_INFINITY });

export const useIcons = () => useQuery(iconsQueryOptions());
