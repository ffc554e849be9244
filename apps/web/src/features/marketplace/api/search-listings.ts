import { type Listing, listingSchema } from '@circles/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { marketplaceKeys } from './keys';

const listingsSchema = z.object({ listings: z.array(listingSchema) });
export type ListingsFilter = { q?: string; category?: string };

/** GET /api/marketplace/listings?q=&category= → best matches first (full-text), or newest without words. */
export const searchListings = (
  filter: ListingsFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ listings: Listing[] }> =>
  api.get('/marketplace/listings', {
    query: { q: filter.q || undefined, category: filter.category },
    schema: listingsSchema,
    signal,
  });

export const searchListingsQueryOptions = (filter: ListingsFilter) =>
  queryOptions({
    queryKey: marketplaceKeys.search(filter),
    queryFn: ({ signal }) => searchListings(filter, { signal }),
    select: (data) => data.listings,
    placeholderData: keepPreviousData,
  });

export const useSearchListings = (filter: ListingsFilter) => useQuery(searchListingsQueryOptions(filter));
