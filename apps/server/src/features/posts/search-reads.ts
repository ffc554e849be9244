import type { FeedPage } from '@circles/contracts';
import { badRequest } from '../../lib/errors';
import type { KeptPostData } from './kept';
import { type KeptMatches, keptSearchMatches } from './kept/search-lists';
import { presentPost } from './present';
import type { PostsRepository } from './repository';
import { newestFirst, rankedIds, type SourcedMatch, searchTuning } from './search-repository';

/**
 * Post search (issue #18): plain words to a full-text query, one page of the ranking (search-repository.ts), and
 * the lists of each query's newest matches this process keeps (kept/search-lists.ts, issue #38).
 */
export const createSearchReads = (deps: {
  /** The posts' reads a search makes (read-repository.ts). */
  repository: Pick<
    PostsRepository,
    | 'searchRankedIds'
    | 'searchNewestMatches'
    | 'searchVisibleMatches'
    | 'searchCurrentMatches'
    | 'searchAccessFacts'
    | 'searchCards'
  >;
  /** The lists this process keeps of each query's newest matches, and who may see their circles (kept/). */
  kept: Pick<KeptPostData, 'searchLists' | 'searchAccess'>;
  /** The read barrier of the database's change announcements (realtime/feed-changes.ts); no lists without. */
  changesHeard?: () => Promise<void>;
}) => {
  const { repository } = deps;
  const { searchLists, searchAccess } = deps.kept;

  /**
   * Reads a query's kept list once for all the searches that miss it meanwhile (many members searching one word
   * must not all read it at once). A search joins only a read still running: the list it gets is stored after it
   * joined, with every change heard until then.
   */
  const searchListReads = new Map<string, Promise<KeptMatches | undefined>>();
  const readSearchList = (tsquery: string) => {
    const running = searchListReads.get(tsquery);
    if (running) return running;
    const listRead = searchLists.begin();
    const finished = (matches: SourcedMatch[]) => {
      searchListReads.delete(tsquery);
      return searchLists.store(listRead, tsquery, matches, matches.length < keptSearchMatches);
    };
    const read = repository.searchNewestMatches(tsquery, keptSearchMatches).then(finished, (error) => {
      searchListReads.delete(tsquery);
      searchLists.abandon(listRead);
      throw error;
    });
    searchListReads.set(tsquery, read);
    return read;
  };

  /**
   * Reads a kept list's changed posts again, once for all the searches that find them meanwhile, and folds what
   * they are now back into the list: each search after it checks only the posts changed since, not every post
   * written since the list was read (new posts change every list, whatever their words). When the read fails the
   * searches check the changed posts themselves, as they would without it.
   */
  const searchListFolds = new Map<string, Promise<void>>();
  const foldSearchList = (tsquery: string) => {
    const running = searchListFolds.get(tsquery);
    if (running) return running;
    const fold = searchLists.beginFold(tsquery);
    if (!fold) return Promise.resolve();
    const folded = repository
      .searchCurrentMatches(tsquery, fold.ids)
      .then(
        (current) => searchLists.finishFold(tsquery, fold, current),
        // The list's changed posts stay changed, for each search to check.
        () => searchLists.abandon(fold.read),
      )
      .finally(() => searchListFolds.delete(tsquery));
    searchListFolds.set(tsquery, folded);
    return folded;
  };

  /** The kept list for `tsquery` (read when missing), its changed posts folded back into it first. */
  const keptList = async (tsquery: string) => {
    const kept = searchLists.get(tsquery) ?? (await readSearchList(tsquery));
    if (!kept || kept.changedPostIds.size === 0) return kept;
    await foldSearchList(tsquery);
    return searchLists.peek(tsquery) ?? kept;
  };

  /**
   * One page of a search's ranking as ids. With a kept list of the query's newest matches (kept/search-lists.ts), the
   * database is asked only what the posts changed since (a fold) are now, and which of its circles and authors the
   * viewer may see when that is not kept too (kept/search-access.ts); the newest 1,050 the viewer may see are among
   * them unless the viewer may see too few of them, and then the search is the database's, as without a list.
   */
  const searchIds = async (viewerId: string, tsquery: string, offset: number, limit: number) => {
    const fromDatabase = () => repository.searchRankedIds(viewerId, tsquery, offset, limit);
    if (!deps.changesHeard || !searchLists.enabled) return fromDatabase();
    await deps.changesHeard();
    const kept = await keptList(tsquery);
    if (!kept) return fromDatabase();
    const changed = kept.changedPostIds;
    const unchanged = kept.matches.filter((match) => !changed.has(match.id));
    const [sources, changedNow] = await Promise.all([
      searchAccess.visibleSources(viewerId, [...new Set(unchanged.map((match) => match.circleId))]),
      repository.searchVisibleMatches(viewerId, tsquery, [...changed]),
    ]);
    // Past the oldest kept match lie matches the list does not hold: a post edited there is left to the database.
    const oldest = kept.complete ? undefined : kept.matches.at(-1);
    const candidates = [
      ...unchanged.filter(
        (match) => sources.circles.has(match.circleId) && !sources.blocked.has(match.authorId),
      ),
      ...changedNow,
    ]
      .filter((match) => !oldest || newestFirst(match, oldest) <= 0)
      .sort(newestFirst)
      .slice(0, searchTuning.candidates);
    if (candidates.length < searchTuning.candidates && !kept.complete) return fromDatabase();
    return rankedIds(candidates, offset, limit);
  };

  return {
    /**
     * Posts by words, only where the viewer may see them. Each word also matches as a prefix ('hel' finds
     * 'hello'); the cursor is the next page's offset in the ranking.
     */
    async search(
      text: string,
      viewerId: string,
      cursor: string | undefined,
      limit: number,
    ): Promise<FeedPage> {
      const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
      if (words.length === 0) return { posts: [], nextCursor: null };
      const offset = cursor === undefined ? 0 : Number(cursor);
      if (!Number.isInteger(offset) || offset < 0 || offset > 1000) throw badRequest('Invalid cursor');
      const tsquery = words.map((word) => `${word}:*`).join(' & ');
      const rows = await repository.searchCards(
        viewerId,
        await searchIds(viewerId, tsquery, offset, limit + 1),
      );
      return {
        posts: rows.slice(0, limit).map(presentPost),
        nextCursor: rows.length > limit && offset + limit <= 1000 ? String(offset + limit) : null,
      };
    },
  };
};
