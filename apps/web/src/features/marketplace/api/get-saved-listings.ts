import type { Listing } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { marketplaceKeys } from './keys';

/** GET /api/marketplace/saved → the listings in the member's Shopping circle, latest save first. */
export const getSavedListings = ({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<{ listings: Listing[] }> =>
  api.get<{ listings: Listing[] }>('/marketplace/saved', { signal });

export const savedListingsQueryOptions = () =>
  queryOptions({
    queryKey: marketplaceKeys.saved(),
    queryFn: ({ signal }) => getSavedListings({ signal }),
    select: (data) => data.listings,
  });

export const useSavedListings = () => useQuery(savedListingsQueryOptions());
