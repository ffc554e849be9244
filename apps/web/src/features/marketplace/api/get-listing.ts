import type { Listing } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { marketplaceKeys } from './keys';

/** GET /api/marketplace/listings/:id → one listing; 404 'Listing not found'. */
export const getListing = (listingId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Listing> =>
  api.get<Listing>(`/marketplace/listings/${encodeURIComponent(listingId)}`, { signal });

export const listingQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: marketplaceKeys.listing(listingId),
    queryFn: ({ signal }) => getListing(listingId, { signal }),
  });

export const useListing = (listingId: string) => useQuery(listingQueryOptions(listingId));
