import type { ListingsPage } from '@circles/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ListingsFilter, marketplaceKeys } from './keys';

export type { ListingsFilter } from './keys';

/**
 * GET /api/marketplace/listings?q=&category=&sort=&minPrice=&maxPrice=&offset= → a page of listings: best matches
 * first (full text, then typo-tolerant), or newest without words, or by price; `nextOffset` for the next page.
 */
export const searchListings = (
  filter: ListingsFilter,
  offset: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListingsPage> =>
  api.get<ListingsPage>('/marketplace/listings', {
    query: {
      q: filter.q || undefined,
      category: filter.category,
      sort: filter.sort,
      minPrice: filter.minPrice,
      maxPrice: filter.maxPrice,
      offset: offset || undefined,
    },
    signal,
  });

export const searchListingsQueryOptions = (filter: ListingsFilter) =>
  infiniteQueryOptions({
    queryKey: marketplaceKeys.search(filter),
    queryFn: ({ signal, pageParam }) => searchListings(filter, pageParam, { signal }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.listings),
    placeholderData: keepPreviousData,
  });

export const useSearchListings = (filter: ListingsFilter) =>
  useInfiniteQuery(searchListingsQueryOptions(filter));
