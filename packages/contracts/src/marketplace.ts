import { z } from 'zod';
import {
  categoryIds,
  conditionIds,
  listingCurrencies,
  listingSorts,
  marketplaceMessages,
} from './marketplace-constants';

export {
  categoryIds,
  categoryLabel,
  conditionIds,
  conditionLabel,
  formatPrice,
  type ListingConditionId,
  type ListingCurrency,
  listingConditions,
  listingCurrencies,
  listingSorts,
  type MarketplaceCategoryId,
  marketplaceCategories,
  marketplaceMessages,
  offersShoppingCircle,
  shoppingAlias,
  shoppingCircle,
  showsExampleListings,
} from './marketplace-constants';

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
