import type { ListingsPage } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { marketplaceKeys } from './keys';

/** How many of a seller's other listings the seller card shows (one more is asked for, as the shown one may be among them). */
export const otherListingsShown = 4;

/** GET /api/marketplace/listings?sellerId= → the seller's unsold listings, newest first (issue #54). */
export const getSellerListings = (
  sellerId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListingsPage> =>
  api.get<ListingsPage>('/marketplace/listings', {
    query: { sellerId, sort: 'newest', limit: otherListingsShown + 1 },
    signal,
  });

export const sellerListingsQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: marketplaceKeys.seller(sellerId),
    queryFn: ({ signal }) => getSellerListings(sellerId, { signal }),
  });

export const useSellerListings = (sellerId: string | null) =>
  useQuery({ ...sellerListingsQueryOptions(sellerId ?? ''), enabled: sellerId !== null });
