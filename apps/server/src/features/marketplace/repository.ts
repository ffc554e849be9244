import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** A listing as the schema declares it (its search column aside), with whether the viewer saved it. */
export type ListingRow = Omit<Selectable<Database['marketplace_listings']>, 'search'> & {
  is_saved: boolean | number;
};

export const createMarketplaceRepository = (db: Kysely<Database>) => {
  const listingsFor = (viewerId: string) =>
    db
      .selectFrom('marketplace_listings as l')
      .select((eb) => [
        'l.id',
        'l.category',
        'l.title',
        'l.description',
        'l.price_cents',
        'l.location',
        'l.seller_name',
        'l.created_at',
        eb
          .exists(
            eb
              .selectFrom('marketplace_saves as s')
              .select(sql`1`.as('one'))
              .whereRef('s.listing_id', '=', 'l.id')
              .where('s.user_id', '=', viewerId),
          )
          .as('is_saved'),
      ]);

  return {
    /**
     * Full-text search over title (weighted first) and description, with web-search syntax ("quotes", or, -not):
     * best matches first. `match: 'any'` asks for any of the words instead of all of them (the cast keeps the
     * lexemes as websearch_to_tsquery stemmed them). Without words: newest first. Optionally in one category.
     */
    search(
      viewerId: string,
      filter: { q?: string; match?: 'all' | 'any'; category?: string; limit: number },
    ): Promise<ListingRow[]> {
      let query = listingsFor(viewerId);
      if (filter.category) query = query.where('l.category', '=', filter.category);
      if (filter.q) {
        const tsquery =
          filter.match === 'any'
            ? sql`replace(websearch_to_tsquery('english', ${filter.q})::text, ' & ', ' | ')::tsquery`
            : sql`websearch_to_tsquery('english', ${filter.q})`;
        query = query
          .where(sql<boolean>`l.search @@ ${tsquery}`)
          .orderBy(sql`ts_rank(l.search, ${tsquery})`, 'desc');
      }
      return query.orderBy('l.created_at', 'desc').orderBy('l.id').limit(filter.limit).execute();
    },

    findListing(viewerId: string, listingId: string): Promise<ListingRow | undefined> {
      return listingsFor(viewerId).where('l.id', '=', listingId).executeTakeFirst();
    },

    async save(userId: string, listingId: string) {
      await db
        .insertInto('marketplace_saves')
        .values({ user_id: userId, listing_id: listingId })
        .onConflict((conflict) => conflict.columns(['user_id', 'listing_id']).doNothing())
        .execute();
    },

    async unsave(userId: string, listingId: string) {
      await db
        .deleteFrom('marketplace_saves')
        .where('user_id', '=', userId)
        .where('listing_id', '=', listingId)
        .execute();
    },

    /** The member's saved listings, most recently saved first. */
    listSaved(userId: string): Promise<ListingRow[]> {
      return listingsFor(userId)
        .innerJoin('marketplace_saves as mine', (join) =>
          join.onRef('mine.listing_id', '=', 'l.id').on('mine.user_id', '=', userId),
        )
        .orderBy('mine.created_at', 'desc')
        .orderBy('l.id')
        .limit(200)
        .execute();
    },
  };
};

export type MarketplaceRepository = ReturnType<typeof createMarketplaceRepository>;
