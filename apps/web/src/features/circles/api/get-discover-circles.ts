import type { DiscoveredCircle, DiscoverList } from '@circles/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { circlesKeys } from '../../../api/circles/keys';
import { api } from '../../../lib/api-client';

export type DiscoverRequest = { list: DiscoverList; q?: string };

/**
 * GET /api/circles/discover → Trending (public circles by posts this week) or Big (by members) circles, or with
 * `q` the circles the viewer may see whose name contains it.
 */
export const getDiscoverCircles = (
  { list, q }: DiscoverRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DiscoveredCircle[]> =>
  api.get<DiscoveredCircle[]>('/circles/discover', { query: { list, q: q || undefined }, signal });

export const discoverCirclesQueryOptions = (request: DiscoverRequest) =>
  queryOptions({
    queryKey: circlesKeys.discover(request.list, request.q ?? ''),
    queryFn: ({ signal }) => getDiscoverCircles(request, { signal }),
  });

/** Keeps the previous results on screen while a new search loads, so the grid does not jump. */
export const useDiscoverCircles = (request: DiscoverRequest) =>
  useQuery({ ...discoverCirclesQueryOptions(request), placeholderData: keepPreviousData });
