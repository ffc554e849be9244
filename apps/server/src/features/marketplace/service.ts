import { type Listing, type ListingsQuery, listingSchema, marketplaceMessages } from '@circles/contracts';
import { notFound } from '../../lib/errors';
import type { CirclesService } from '../circles/service';
import type { ListingRow, MarketplaceRepository } from './repository';

const presentListing = (row: ListingRow): Listing => ({
  id: row.id,
  category: row.category as Listing['category'],
  title: row.title,
  description: row.description,
  priceCents: row.price_cents,
  location: row.location,
  sellerName: row.seller_name,
  createdAt: new Date(row.created_at).toISOString(),
  isSaved: Boolean(row.is_saved),
});

/** The marketplace: sample listings every member may browse and search, and saves into the Shopping circle. */
export const createMarketplaceService = (deps: {
  repository: MarketplaceRepository;
  circles: CirclesService;
}) => {
  const { repository, circles } = deps;

  async function listing(listingId: string, viewerId: string) {
    const row = await repository.findListing(viewerId, listingId);
    if (!row) throw notFound(marketplaceMessages.listingNotFound);
    return presentListing(row);
  }

  return {
    listing,

    /**
     * Listings with all the words; when none has them all, those with any of them, best first (so 'looking for
     * a ford truck' still finds Ford trucks). Searches with web-search operators (-word, "phrase") stay strict.
     */
    async search(viewerId: string, query: ListingsQuery & { limit: number }) {
      const filter = { q: query.q || undefined, category: query.category, limit: query.limit };
      let rows = await repository.search(viewerId, filter);
      if (rows.length === 0 && filter.q && !/["-]/.test(filter.q)) {
        rows = await repository.search(viewerId, { ...filter, match: 'any' });
      }
      return { listings: rows.map(presentListing) };
    },

    /** SPEC §2: creates or joins the member's personal Shopping circle and saves the listing in it. */
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
      return { listings: (await repository.listSaved(viewerId)).map(presentListing) };
    },
  };
};

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
