import type { FeedPage, PostPage } from '@circles/contracts';
import type { FeedChange } from '../../../realtime/feed-changes';
import type { PostsRepository } from '../repository';
import { createKeptPages } from './feed-pages';
import { createKeptCards } from './post-cards';
import { createKeptSearchAccess } from './search-access';
import { createKeptSearchLists } from './search-lists';

/** How many of each this process keeps: cards (default 5,000), pages of each kind (1,000), search lists (50). */
export type KeptPostDataSizes = { cards?: number; pages?: number; searches?: number };

/**
 * Everything the posts feature keeps in this process, behind one interface (issue #55), each named for what it
 * keeps:
 * - `cards`: post cards by id, reused while the versions of their rows match the page's query (post-cards.ts);
 * - `feedPages` and `postPages`: home and circle feed pages, and post pages, as each member saw them
 *   (feed-pages.ts);
 * - `searchLists`: the newest matches of recent searches (search-lists.ts), and `searchAccess`: who may see their
 *   circles (search-access.ts).
 * All but the cards hear what changes in the database (`changed`, from realtime/feed-changes.ts) and keep nothing
 * while those changes are not heard (`setEnabled`, from the announcement bus); the cards check versions instead.
 * The reads that use them (feed-service.ts, search-reads.ts) decide when a kept answer may be served.
 */
export function createKeptPostData(
  source: Pick<PostsRepository, 'loadCards' | 'searchAccessFacts'>,
  sizes: KeptPostDataSizes = {},
) {
  const cards = createKeptCards(source.loadCards, { maxEntries: sizes.cards });
  const feedPages = createKeptPages<FeedPage>({ maxEntries: sizes.pages });
  const postPages = createKeptPages<PostPage>({ maxEntries: sizes.pages });
  const searchLists = createKeptSearchLists({ maxEntries: sizes.searches });
  const searchAccess = createKeptSearchAccess(source);
  const hearing = [feedPages, postPages, searchLists, searchAccess];
  return {
    cards,
    feedPages,
    postPages,
    searchLists,
    searchAccess,
    /** A change committed in the database, heard by every process: what it alters is dropped. */
    changed: (change: FeedChange) => {
      for (const kept of hearing) kept.changed(change);
    },
    /** Whether changes are heard now; while they are not, nothing is kept or served. */
    setEnabled: (heard: boolean) => {
      for (const kept of hearing) kept.setEnabled(heard);
    },
    /** Hits, misses and size of each (/metrics). */
    stats: () => ({
      feed_pages: feedPages.stats(),
      post_pages: postPages.stats(),
      post_cards: cards.stats(),
      post_searches: searchLists.stats(),
      search_access: searchAccess.stats(),
    }),
  };
}

export type KeptPostData = ReturnType<typeof createKeptPostData>;
