import type { ListingSort } from '@circles/contracts';

/** What a browse asks for: words, category, sort and a price range in minor units. */
export type ListingsFilter = {
  q?: string;
  category?: string;
  sort?: ListingSort;
  minPrice?: number;
  maxPrice?: number;
};

/** Query keys of the marketplace: searches, single listings, a seller's, the saved ones and the member's own. */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  search: (filter: ListingsFilter) =>
    [
      ...marketplaceKeys.all,
      'search',
      filter.q ?? '',
      filter.category ?? '',
      filter.sort ?? '',
      filter.minPrice ?? '',
      filter.maxPrice ?? '',
    ] as const,
  listing: (listingId: string) => [...marketplaceKeys.all, 'listing', listingId] as const,
  seller: (sellerId: string) => [...marketplaceKeys.all, 'seller', sellerId] as const,
  saved: () => [...marketplaceKeys.all, 'saved'] as const,
  mine: () => [...marketplaceKeys.all, 'mine'] as const,
};
