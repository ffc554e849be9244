import { z } from 'zod';

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

export const listingSchema = z.object({
  id: z.string(),
  category: z.enum(categoryIds),
  title: z.string(),
  description: z.string(),
  priceCents: z.number(),
  currency: z.enum(listingCurrencies),
  condition: z.enum(conditionIds).nullable(),
  location: z.string(),
  /** The photos' URLs in order (none for the seeded samples). */
  photos: z.array(z.string()),
  sellerName: z.string(),
  /** The member who listed it; null for the seeded samples. */
  sellerId: z.string().nullable(),
  sellerVerified: z.boolean(),
  /** When the seller joined (ISO); null for the samples. */
  sellerSince: z.string().nullable(),
  /** The seller's profile handle and avatar (issue #54: the seller card links to the profile); null for samples. */
  sellerHandle: z.string().nullable(),
  sellerAvatarUrl: z.string().nullable(),
  /**
   * One of the install's sample listings (docs/product.md §Screens: only in 'ford truck' results), shown labelled
   * as an example.
   */
  isExample: z.boolean(),
  createdAt: z.string(),
  soldAt: z.string().nullable(),
  isSaved: z.boolean(),
  /** Whether the viewer listed it (and may edit, mark sold or delete it). */
  isOwn: z.boolean(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingSorts = ['relevance', 'newest', 'price-asc', 'price-desc'] as const;
export type ListingSort = (typeof listingSorts)[number];

export const listingsQuerySchema = z.object({
  q: z.string().trim().max(100, marketplaceMessages.queryTooLong).optional(),
  category: z.enum(categoryIds, { error: marketplaceMessages.categoryNotFound }).optional(),
  /** Best match first when there are words, else newest; or newest, or by price either way. */
  sort: z.enum(listingSorts).optional(),
  /** A price range in minor units, both ends included. */
  minPrice: z.coerce.number().int().min(0).max(2_000_000_000).optional(),
  maxPrice: z.coerce.number().int().min(0).max(2_000_000_000).optional(),
  /** One member's listings (the seller card's 'other listings'). */
  sellerId: z.uuid({ error: marketplaceMessages.listingNotFound }).optional(),
  offset: z.coerce.number().int().min(0).max(1000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(24),
});
export type ListingsQuery = z.input<typeof listingsQuerySchema>;
export type ListingsSearch = z.output<typeof listingsQuerySchema>;

/** A page of listings; `nextOffset` asks for the next page, null at the end. */
export const listingsPageSchema = z.object({
  listings: z.array(listingSchema),
  nextOffset: z.number().nullable(),
});
export type ListingsPage = z.infer<typeof listingsPageSchema>;

export const listingIdParamSchema = z.object({ listingId: z.string().min(1).max(64) });

export const saveToShoppingResultSchema = z.object({ circleId: z.string(), listing: listingSchema });

/** Price as shown: whole units without cents; jobs pay per hour. Dollars unless the listing says otherwise. */
export function formatPrice(
  listing: Pick<Listing, 'priceCents' | 'category'> & { currency?: ListingCurrency },
) {
  const dollars = listing.priceCents / 100;
  const text = dollars.toLocaleString('en-US', {
    style: 'currency',
    currency: listing.currency ?? 'USD',
    maximumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  });
  return listing.category === 'jobs' ? `${text}/hr` : text;
}
