import { type Listing, listingSchema } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { marketplaceKeys } from './keys';

const mineSchema = z.object({ listings: z.array(listingSchema) });

/** GET /api/marketplace/mine → the member's own listings, sold ones too, newest first. */
export const getMyListings = ({ signal }: { signal?: AbortSignal } = {}): Promise<{ listings: Listing[] }> =>
  api.get('/marketplace/mine', { schema: mineSchema, signal });

export const useMyListings = () =>
  useQuery(
    queryOptions({
      queryKey: marketplaceKeys.mine(),
      queryFn: ({ signal }) => getMyListings({ signal }),
      select: (data) => data.listings,
    }),
  );
