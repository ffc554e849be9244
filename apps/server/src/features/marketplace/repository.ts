import type { ListingSort } from '@circles/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { notBlockedWith } from '../../lib/blocks-sql';
import { withTypoTolerance } from '../../lib/typo-tolerance';

/** A listing as the schema declares it (its search column aside), with its seller and whether the viewer saved it. */
export type ListingRow = Omit<Selectable<Database['marketplace_listings']>, 'search' | 'updated_at'> & {
  seller_full_name: string | null;
  seller_verified: boolean | null;
  seller_since: Date | null;
  seller_handle: string | null;
  seller_avatar_url: string | null;
  is_saved: boolean | number;
};

/** How the words are matched: all of them, any of them (full text), or each one within a typo (pg_trgm). */
export type WordMatch = 'all' | 'any' | 'typo';

export type ListingFilter = {
  q?: string;
  match?: WordMatch;
  category?: string;
  sellerId?: string;
  /** The sample listings too (docs/product.md §Screens: 'ford truck' results only); else members' listings. */
  withExamples?: boolean;
  sort?: ListingSort;
  minPrice?: number;
  maxPrice?: number;
  offset: number;
  limit: number;
};

/** The listing's words as the typo search reads them (lower case; the trigram index is on this expression). */
const words = sql<string>`lower(l.title || ' ' || l.description)`;

/** The searched words the typo search tries: letters and digits, three or more, at most six. */
export const typoWords = (q: string) =>
  [...new Set(q.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter((word) => word.length >= 3).slice(0, 6);

/**
 * A searched word and its adjacent swaps ('raod' -> 'road'): a swap shares almost no trigram with the word meant
 * (one of five in a four-letter word), so `<%` alone never forgives it, while it forgives a letter missed, added
 * or changed in a longer word (issue #54: 'raod bik' finds 'road bike'). Words of 4 to 20 letters.
 */
export const typoVariants = (word: string) => {
  const letters = [...word];
  if (letters.length < 4 || letters.length > 20) return [word];
  const swaps = letters.slice(1).map((_, index) => {
    const swapped = [...letters];
    [swapped[index], swapped[index + 1]] = [letters[index + 1] as string, letters[index] as string];
    return swapped.join('');
  });
  return [...new Set([word, ...swaps])];
};

export const createMarketplaceRepository = (db: Kysely<Database>) => {
  /**
   * Listings the viewer may see: the samples, and members' listings unless the seller is suspended now, erased,
   * or blocked either way with the viewer (their listings disappear with them).
   */
  const listingsFor = (viewerId: string, from: Kysely<Database> = db) =>
    from
      .selectFrom('marketplace_listings as l')
      .leftJoin('users as u', 'u.id', 'l.seller_id')
      .select((eb) => [
        'l.id',
        'l.category',
        'l.title',
        'l.description',
        'l.price_cents',
        'l.currency',
        'l.condition',
        'l.location',
        'l.photo_urls',
        'l.seller_id',
        'l.seller_name',
        'l.created_at',
        'l.sold_at',
        'u.full_name as seller_full_name',
        'u.manual_verification as seller_verified',
        'u.created_at as seller_since',
        'u.user_handle as seller_handle',
        'u.avatar_url as seller_avatar_url',
        eb
          .exists(
            eb
              .selectFrom('marketplace_saves as s')
              .select(sql`1`.as('one'))
              .whereRef('s.listing_id', '=', 'l.id')
              .where('s.user_id', '=', viewerId),
          )
          .as('is_saved'),
      ])
      .where(
        sql<boolean>`(l.seller_id is null or (u.erased_at is null
          and not exists (select 1 from suspensions as x where x.user_id = l.seller_id
            and (x.until is null or x.until > now()))
          and ${notBlockedWith(viewerId, 'l.seller_id')}))`,
      );

  return {
    /**
     * Unsold members' listings (the samples too when asked), optionally in one category, of one seller and in a
     * price range. With words: full-text search over title
     * (weighted first) and description, with web-search syntax ("quotes", or, -not), best matches first;
     * `match: 'any'` asks for any of the words instead of all of them (the cast keeps the lexemes as
     * websearch_to_tsquery stemmed them); `match: 'typo'` asks for every word within a typo of a word of the
     * listing (pg_trgm's `<%`, as people search), or one of its adjacent swaps (`typoVariants`). Without words: newest first. `limit + 1` rows tell of a next page.
     */
    search(viewerId: string, filter: ListingFilter): Promise<ListingRow[]> {
      const run = (from: Kysely<Database>) => {
        let query = listingsFor(viewerId, from).where('l.sold_at', 'is', null);
        if (!filter.withExamples) query = query.where('l.seller_id', 'is not', null);
        if (filter.category) query = query.where('l.category', '=', filter.category);
        if (filter.sellerId) query = query.where('l.seller_id', '=', filter.sellerId);
        if (filter.minPrice !== undefined) query = query.where('l.price_cents', '>=', filter.minPrice);
        if (filter.maxPrice !== undefined) query = query.where('l.price_cents', '<=', filter.maxPrice);
        let rank: ReturnType<typeof sql> | null = null;
        if (filter.q && filter.match === 'typo') {
          const searched = typoWords(filter.q);
          if (searched.length === 0) return Promise.resolve([]);
          // Each word (or one of its swaps) within a typo of a word of the listing; the closest counts.
          for (const word of searched) {
            const variants = typoVariants(word);
            query = query.where(
              sql<boolean>`(${sql.join(
                variants.map((variant) => sql`${variant} <% ${words}`),
                sql` or `,
              )})`,
            );
          }
          rank = sql`(${sql.join(
            searched.map(
              (word) =>
                sql`greatest(${sql.join(
                  typoVariants(word).map((variant) => sql`word_similarity(${variant}, ${words})`),
                  sql`, `,
                )})`,
            ),
            sql` + `,
          )})`;
        } else if (filter.q) {
          const tsquery =
            filter.match === 'any'
              ? sql`replace(websearch_to_tsquery('english', ${filter.q})::text, ' & ', ' | ')::tsquery`
              : sql`websearch_to_tsquery('english', ${filter.q})`;
          query = query.where(sql<boolean>`l.search @@ ${tsquery}`);
          rank = sql`ts_rank(l.search, ${tsquery})`;
        }
        // Members' listings before the examples, whatever the order asked.
        if (filter.withExamples) query = query.orderBy(sql`l.seller_id is null`);
        const sort = filter.sort ?? 'relevance';
        if (sort === 'price-asc') query = query.orderBy('l.price_cents', 'asc');
        else if (sort === 'price-desc') query = query.orderBy('l.price_cents', 'desc');
        else if (sort === 'relevance' && rank) query = query.orderBy(rank, 'desc');
        return query
          .orderBy('l.created_at', 'desc')
          .orderBy('l.id')
          .offset(filter.offset)
          .limit(filter.limit + 1)
          .execute();
      };
      return filter.q && filter.match === 'typo' ? withTypoTolerance(db, run) : run(db);
    },

    findListing(viewerId: string, listingId: string): Promise<ListingRow | undefined> {
      return listingsFor(viewerId).where('l.id', '=', listingId).executeTakeFirst();
    },

    /** The member's own listings, sold ones too, newest first. */
    listOwn(viewerId: string): Promise<ListingRow[]> {
      return listingsFor(viewerId)
        .where('l.seller_id', '=', viewerId)
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id')
        .limit(200)
        .execute();
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
