// Zod-free: what the web app reads from marketplace.ts without its schemas (docs/decisions/0096).
export const marketplaceMessages = {
  searchPlaceholder: 'Search marketplace...',
  saveToShoppingTitle: 'Save to Shopping Circle?',
  saveToShoppingYes: 'Yes, create circle',
  saveToShoppingNo: 'No, thanks',
  listingNotFound: 'Listing not found',
  categoryNotFound: 'Category not found',
  fetchFailed: 'Failed to load the marketplace',
  queryTooLong: 'Search must be 100 characters or less',
  noResults: 'No listings match your search',
  examplesTitle: 'Example listings',
  examplesNote: 'Samples that show what a listing looks like. They are not for sale.',
  exampleBadge: 'Example',
} as const;

/** docs/product.md §Screens Browse Categories, in the grid's order. */
export const marketplaceCategories = [
  { id: 'vehicles', label: 'Vehicles' },
  { id: 'home-garden', label: 'Home & Garden' },
  { id: 'electronics', label: 'Electronics' },
  { id: 'fashion', label: 'Fashion' },
  { id: 'sports', label: 'Sports' },
  { id: 'furniture', label: 'Furniture' },
  { id: 'hobbies', label: 'Hobbies' },
  { id: 'jobs', label: 'Jobs' },
] as const;

export type MarketplaceCategoryId = (typeof marketplaceCategories)[number]['id'];

export const categoryIds = marketplaceCategories.map((category) => category.id) as [
  MarketplaceCategoryId,
  ...MarketplaceCategoryId[],
];

export const categoryLabel = (id: string) =>
  marketplaceCategories.find((category) => category.id === id)?.label ?? id;

/**
 * docs/product.md §Screens: a submitted query containing 'ford truck' (any case) offers to save to the Shopping
 * circle; it is also the one place the sample listings are shown (issue #54), as examples beside members' results.
 */
export const offersShoppingCircle = (query: string) => query.toLowerCase().includes('ford truck');

export const showsExampleListings = offersShoppingCircle;

/** The member's personal Shopping circle (docs/product.md §Screens /marketplace). */
export const shoppingAlias = 'shopping';

export const shoppingCircle = { name: 'Shopping', description: 'saved marketplace items' } as const;

/** What a listing's price is in (issue #40); prices are integers in the currency's minor unit (cents, pence). */
export const listingCurrencies = ['USD', 'EUR', 'GBP'] as const;
export type ListingCurrency = (typeof listingCurrencies)[number];

export const listingConditions = [
  { id: 'new', label: 'New' },
  { id: 'like-new', label: 'Like new' },
  { id: 'good', label: 'Good' },
  { id: 'fair', label: 'Fair' },
] as const;

export type ListingConditionId = (typeof listingConditions)[number]['id'];

export const conditionIds = listingConditions.map((condition) => condition.id) as [
  ListingConditionId,
  ...ListingConditionId[],
];

export const conditionLabel = (id: string) =>
  listingConditions.find((condition) => condition.id === id)?.label ?? id;

export const listingSorts = ['relevance', 'newest', 'price-asc', 'price-desc'] as const;

/** Price as shown: whole units without cents; jobs pay per hour. Dollars unless the listing says otherwise. */
export function formatPrice(listing: { priceCents: number; category: string; currency?: ListingCurrency }) {
  const dollars = listing.priceCents / 100;
  const text = dollars.toLocaleString('en-US', {
    style: 'currency',
    currency: listing.currency ?? 'USD',
    maximumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  });
  return listing.category === 'jobs' ? `${text}/hr` : text;
}
