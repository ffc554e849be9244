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
} as const;

/** SPEC §2 Browse Categories, in the grid's order. */
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

/** SPEC §2: a submitted query containing 'ford truck' (any case) offers to save to the Shopping circle. */
export const offersShoppingCircle = (query: string) => query.toLowerCase().includes('ford truck');

/** The member's personal Shopping circle (SPEC §2 /marketplace). */
export const shoppingAlias = 'shopping';
export const shoppingCircle = { name: 'Shopping', description: 'saved marketplace items' } as const;

export const listingSchema = z.object({
  id: z.string(),
  category: z.enum(categoryIds),
  title: z.string(),
  description: z.string(),
  priceCents: z.number(),
  location: z.string(),
  sellerName: z.string(),
  createdAt: z.string(),
  isSaved: z.boolean(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingsQuerySchema = z.object({
  q: z.string().trim().max(100, marketplaceMessages.queryTooLong).optional(),
  category: z.enum(categoryIds, { error: marketplaceMessages.categoryNotFound }).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(24),
});
export type ListingsQuery = z.input<typeof listingsQuerySchema>;

export const listingIdParamSchema = z.object({ listingId: z.string().min(1).max(64) });

export const saveToShoppingResultSchema = z.object({ circleId: z.string(), listing: listingSchema });

/** Price as shown: whole dollars without cents; jobs pay per hour. */
export function formatPrice(listing: Pick<Listing, 'priceCents' | 'category'>) {
  const dollars = listing.priceCents / 100;
  const text = dollars.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  });
  return listing.category === 'jobs' ? `${text}/hr` : text;
}
