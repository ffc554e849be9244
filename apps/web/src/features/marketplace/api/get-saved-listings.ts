import { type Listing, listingSchema } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { marketplaceKeys } from './keys';

const savedSchema = z.object({ listings: z.array(listingSchema) });

/** GET /api/marketplace/saved → the listings in the member's Shopping circle, latest save first. */
export const getSavedListings = ({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<{ listings: Listing[] }> => api.get('/marketplace/saved', { schema: savedSchema, signal });

export const savedListingsQueryOptions = () =>
  queryOptions({
    queryKey: marketplaceKeys.saved(),
    queryFn: ({ signal }) => getSavedListings({ signal }),
    select: (data) => data.listings,
  });

export const useSavedListings = () => useQuery(savedListingsQueryOptions());
