import {
  type Listing,
  type ListingsPage,
  type ListingsSearch,
  listingSchema,
  marketplaceMessages,
  showsExampleListings,
} from '@circles/contracts';
import { notFound } from '../../lib/errors';
import type { CirclesService } from '../circles/service';
import type { ListingFilter, ListingRow, MarketplaceRepository } from './repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const presentListing = (row: ListingRow, viewerId: string): Listing => ({
  id: row.id,
  category: row.category as Listing['category'],
  title: row.title,
  description: row.description,
  priceCents: row.price_cents,
  currency: row.currency,
  condition: row.condition,
  location: row.location,
  photos: row.photo_urls ?? [],
  sellerName: row.seller_full_name ?? row.seller_name,
  sellerId: row.seller_id,
  sellerVerified: Boolean(row.seller_verified),
  sellerSince: iso(row.seller_since),
  sellerHandle: row.seller_handle,
  sellerAvatarUrl: row.seller_avatar_url,
  isExample: row.seller_id === null,
  createdAt: new Date(row.created_at).toISOString(),
  soldAt: iso(row.sold_at),
  isSaved: Boolean(row.is_saved),
  isOwn: row.seller_id !== null && row.seller_id === viewerId,
});

/**
 * The marketplace: the seeded samples and members' listings (selling.ts writes them), browsed by category, searched
 * with full text and typo tolerance, and saved into the Shopping circle.
 */
export const createMarketplaceService = (deps: {
  repository: MarketplaceRepository;
  circles: CirclesService;
}) => {
  const { repository, circles } = deps;

  async function listing(listingId: string, viewerId: string) {
    const row = await repository.findListing(viewerId, listingId);
    if (!row) throw notFound(marketplaceMessages.listingNotFound);
    return presentListing(row, viewerId);
  }

  return {
    listing,

    /**
     * Listings with all the words; when none has them all, those with every word within a typo ('macbok'), then
     * those with any of them, best first (so 'looking for a ford truck' still finds Ford trucks). Searches with
     * web-search operators (-word, "phrase") stay strict. Sorted by relevance (newest without words) or as asked.
     * The samples join only a search for a Ford truck (docs/product.md §Screens), after members' listings, marked as
     * examples.
     */
    async search(viewerId: string, query: ListingsSearch): Promise<ListingsPage> {
      const filter: ListingFilter = {
        q: query.q || undefined,
        category: query.category,
        sellerId: query.sellerId,
        withExamples: Boolean(query.q && showsExampleListings(query.q)),
        sort: query.sort,
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        offset: query.offset,
        limit: query.limit,
      };
      let rows = await repository.search(viewerId, filter);
      const loosen = filter.q && filter.offset === 0 && !/["-]/.test(filter.q);
      for (const match of ['typo', 'any'] as const) {
        if (rows.length > 0 || !loosen) break;
        rows = await repository.search(viewerId, { ...filter, match });
      }
      const more = rows.length > filter.limit;
      return {
        listings: rows.slice(0, filter.limit).map((row) => presentListing(row, viewerId)),
        nextOffset: more ? filter.offset + filter.limit : null,
      };
    },

    /**
     * docs/product.md §Screens: creates or joins the member's personal Shopping circle and saves the listing in it.
     */
    async saveToShopping(listingId: string, viewerId: string) {
      await listing(listingId, viewerId);
      const circleId = await circles.ensureShoppingCircle(viewerId);
      await repository.save(viewerId, listingId);
      return { circleId, listing: listingSchema.parse(await listing(listingId, viewerId)) };
    },

    async unsave(listingId: string, viewerId: string) {
      await repository.unsave(viewerId, listingId);
      return listing(listingId, viewerId);
    },

    async listSaved(viewerId: string) {
      return { listings: (await repository.listSaved(viewerId)).map((row) => presentListing(row, viewerId)) };
    },

    /** The member's own listings, sold ones too. */
    async listOwn(viewerId: string) {
      return { listings: (await repository.listOwn(viewerId)).map((row) => presentListing(row, viewerId)) };
    },
  };
};

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
