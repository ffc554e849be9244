import {
  circleMessages,
  decodeCursor,
  encodeCursor,
  type FeedPage,
  isUuid,
  type PostPage,
} from '@circles/contracts';
import { preciseIsoFromMicros } from '../../lib/epoch-micros';
import { badRequest, notFound } from '../../lib/errors';
import type { CirclesService } from '../circles/service';
import type { KeptPostData } from './kept';
import type { FeedPageSources, KeptPages } from './kept/feed-pages';
import { presentPost } from './present';
import type { AuthorPostKind, CardRef, FeedCursor, PostsRepository } from './repository';
import { createSearchReads } from './search-reads';

/** What the feeds read with: see `createPostsService` for each. */
export type FeedDeps = {
  repository: PostsRepository;
  circles: CirclesService;
  kept: KeptPostData;
  changesHeard?: () => Promise<void>;
};

/** The feeds (home, circle, author), search and cards by id: the reads that go through the caches. */
export const createPostFeeds = (deps: FeedDeps) => {
  const { repository, circles } = deps;
  const { cards, feedPages, postPages } = deps.kept;
  const search = createSearchReads(deps);

  /** A page from a feed query's `limit + 1` entries: the cards of the first `limit`, and where the next starts. */
  const toPage = async (refs: CardRef[], limit: number): Promise<FeedPage> => {
    const visible = refs.slice(0, limit);
    const last = visible.at(-1);
    return {
      posts: await cards.cardsFor(visible),
      nextCursor:
        refs.length > limit && last ? encodeCursor(preciseIsoFromMicros(last.created_at_us), last.id) : null,
    };
  };

  /**
   * A page kept in this process, or read from the database and kept (kept/feed-pages.ts). A kept page is served
   * once every change committed before this read has been heard, so it is what the database would answer now,
   * whichever process made the change.
   */
  const keptOrRead = async <Page>(
    pages: KeptPages<Page>,
    key: string,
    // No sources: the page is answered but not kept (it is not whole).
    read: () => Promise<{ page: Page; sources?: FeedPageSources }>,
  ): Promise<Page> => {
    if (deps.changesHeard && pages.enabled) {
      await deps.changesHeard();
      const kept = pages.get(key);
      if (kept) return kept;
    }
    const begun = pages.begin();
    const { page, sources } = await read();
    if (sources) pages.store(begun, key, sources, page);
    return page;
  };
  const feedSources = (viewerId: string, circleIds: string[], page: FeedPage) => ({
    viewerId,
    circleIds,
    postIds: page.posts.map((post) => post.id),
  });

  const readCursor = (cursor: string | undefined): FeedCursor | null => {
    if (!cursor) return null;
    const decoded = decodeCursor(cursor);
    if (!decoded) throw badRequest('Invalid cursor');
    return decoded;
  };

  return {
    /** The member's home page, kept in this process (keptOrRead). */
    async homeFeed(viewerId: string, cursor: string | undefined, limit: number) {
      return keptOrRead(feedPages, `home ${viewerId} ${cursor ?? ''} ${limit}`, async () => {
        const { refs, circleIds } = await repository.listHome(viewerId, readCursor(cursor), limit + 1);
        const page = await toPage(refs, limit);
        return { page, sources: feedSources(viewerId, circleIds, page) };
      });
    },

    /** One post's card for its entry (a post page), from the card cache when its versions match. */
    async cardFor(ref: CardRef) {
      return (await cards.cardsFor([ref]))[0];
    },

    /**
     * A post page as the viewer saw it (`read`: the post, with its access checked and the view counted, and its
     * first comments), kept like a feed page. A kept page is the viewer's own, so their view was counted when it was
     * read; a first view changes the post, so the read that counted it is not kept, nor a page without comments.
     */
    keptPostPage: (circleId: string, postId: string, viewerId: string, read: () => Promise<PostPage>) =>
      keptOrRead(postPages, `post ${viewerId} ${circleId} ${postId}`, async () => {
        const page = await read();
        if (!page.comments) return { page };
        return { page, sources: { viewerId, circleIds: [page.post.circle.id], postIds: [page.post.id] } };
      }),

    /**
     * An author's posts, only those in circles whose content the viewer may see (a profile's tabs). Whether the
     * viewer may see the profile's tabs at all is the profile's rule, checked by its caller first.
     */
    async authorFeed(
      authorId: string,
      viewerId: string,
      kind: AuthorPostKind,
      cursor: string | undefined,
      limit: number,
    ) {
      const after = readCursor(cursor);
      return toPage(await repository.listAuthor(authorId, viewerId, kind, after, limit + 1), limit);
    },

    /** Posts by words, only where the viewer may see them (search-reads.ts). */
    search: search.search,

    /** How many of the author's posts (all, photos, videos) the viewer may see, by the same rule as the feed. */
    countAuthorPosts: (authorId: string, viewerId: string) => repository.countAuthor(authorId, viewerId),

    /**
     * A circle's feed as the viewer sees it, or 'Circle not found'. One round trip: the page comes with the
     * circle's access row, and the policy decides before it is shown. A page the viewer may see is kept like a home
     * page (kept/feed-pages.ts): their membership, the circle's type and its posts are what it depends on. A
     * refusal is never kept, and a personal circle's alias is resolved first (it names another circle per member).
     */
    async circleFeed(circleIdOrAlias: string, viewerId: string, cursor: string | undefined, limit: number) {
      const after = readCursor(cursor);
      const circleId = await circles.resolveCircleId(circleIdOrAlias, viewerId);
      if (!circleId) throw notFound(circleMessages.notFound);
      return keptOrRead(feedPages, `circle ${viewerId} ${circleId} ${cursor ?? ''} ${limit}`, async () => {
        const { access, refs } = await repository.listCircle(circleId, viewerId, after, limit + 1);
        circles.contentAccess(access, viewerId);
        const page = await toPage(refs, limit);
        return { page, sources: feedSources(viewerId, [circleId], page) };
      });
    },

    /**
     * The posts of these ids that the viewer may see now, as cards keyed by id (the circle access rule decides,
     * at read time; a post the viewer can no longer see is simply absent). Malformed ids are skipped.
     */
    async visibleCards(postIds: string[], viewerId: string) {
      const rows = await repository.findCardsWithAccess(postIds.filter(isUuid), viewerId);
      const visible = new Map<string, ReturnType<typeof presentPost>>();
      for (const { card, access } of rows) {
        if (circles.canSeeContent(access, viewerId)) visible.set(card.id, presentPost(card));
      }
      return visible;
    },
  };
};
