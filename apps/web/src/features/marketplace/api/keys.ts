/** Query keys of the marketplace: searches (by words and category), single listings, and the saved ones. */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  search: (filter: { q?: string; category?: string }) =>
    [...marketplaceKeys.all, 'search', filter.q ?? '', filter.category ?? ''] as const,
  listing: (listingId: string) => [...marketplaceKeys.all, 'listing', listingId] as const,
  saved: () => [...marketplaceKeys.all, 'saved'] as const,
};
