import type { Listing } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { marketplaceKeys } from './keys';

/** GET /api/marketplace/mine → the member's own listings, sold ones too, newest first. */
export const getMyListings = ({ signal }: { signal?: AbortSignal } = {}): Promise<{ listings: Listing[] }> =>
  api.get<{ listings: Listing[] }>('/marketplace/mine', { signal });

export const useMyListings = () =>
  useQuery(
    queryOptions({
      queryKey: marketplaceKeys.mine(),
      queryFn: ({ signal }) => getMyListings({ signal }),
      select: (data) => data.listings,
    }),
  );
