import { type Kysely, sql } from 'kysely';
import { reusableQuery } from '../../db/reusable-query';
import type { Database } from '../../db/schema';
import { eachOf, listedValue } from '../../db/uncounted-list';
import { notBlockedWith } from '../../lib/blocks-sql';
import { type CircleAccess, canSeeContentSql } from '../../lib/circle-access';
import {
  cardCells,
  decodeCard,
  type PostCardRow,
  sharedCellCount,
  type VersionedCard,
  versionedSharedCells,
} from './card-codec';
import { type AuthorPostKind, createCardQueries, type FeedCursor } from './card-queries';
import { createFeedPage } from './feed-page-query';
import { createPostSearch } from './search-repository';

/** The posts' reads: feed pages, counts, search and cards (the card cache's source). */
export const createPostsReads = (db: Kysely<Database>) => {
  const postSearch = createPostSearch(db);
  const { postCards, authorPosts, asCards, cardsOf, refsOf } = createCardQueries(db);
  const feedPage = createFeedPage(db, { postCards, authorPosts, asCards, cardsOf, refsOf });
  type CirclePage = { rows: { cards: (string | null)[][]; access: CircleAccess | null }[] };

  /**
   * Cards by id as every viewer sees them, for the cache: one statement whatever the number of ids, planned once
   * per connection (db/uncounted-list.ts), each id looked up by key.
   */
  const sharedCards = reusableQuery(db, (_shape: 'shared', args: { postIds: string[] }) => {
    const card = db
      .selectFrom('posts as p')
      .innerJoin('users as u', 'u.id', 'p.author_id')
      .innerJoin('circles as c', 'c.id', 'p.circle_id')
      .select(versionedSharedCells.as('cells'))
      .where(sql<boolean>`p.id = ${listedValue}`)
      .modifyEnd(sql`offset 0`);
    return asCards(
      sql<{ cells: string[] }>`select card.cells from ${eachOf(args.postIds, 'uuid')}
        cross join lateral (${card}) as card`,
    );
  });

  const card = reusableQuery(db, (_shape: 'card', args: { viewerId: string; postId: string }) =>
    asCards(postCards(args.viewerId).where('p.id', '=', args.postId)),
  );

  /** Cards by id, with each card's circle access row for the policy (callers check before showing any). */
  const cardsById = (postIds: string[], viewerId: string) =>
    db
      .selectFrom('posts as p')
      .innerJoin('users as u', 'u.id', 'p.author_id')
      .innerJoin('circles as c', 'c.id', 'p.circle_id')
      .leftJoin('circle_memberships as mine', (join) =>
        join.onRef('mine.circle_id', '=', 'c.id').on('mine.user_id', '=', viewerId),
      )
      .select([
        cardCells(viewerId).as('cells'),
        'c.id as circle_id',
        'c.type',
        'c.owner_id',
        'mine.status as viewer_status',
      ])
      .where('p.id', 'in', postIds)
      .where(notBlockedWith(viewerId, 'p.author_id'));

  const whereIs = reusableQuery(db, (_shape: 'post', args: { postId: string }) =>
    db.selectFrom('posts').select(['id', 'circle_id', 'author_id']).where('id', '=', args.postId),
  );

  /** Where a post is, with its circle's access row for the policy and whether a block stands between. */
  const whereIsForViewer = reusableQuery(
    db,
    (_shape: 'post for viewer', args: { postId: string; viewerId: string }) =>
      db
        .selectFrom('posts as p')
        .innerJoin('circles as c', 'c.id', 'p.circle_id')
        .leftJoin('circle_memberships as mine', (join) =>
          join.onRef('mine.circle_id', '=', 'c.id').on('mine.user_id', '=', args.viewerId),
        )
        .select([
          'p.id',
          'p.circle_id',
          'p.author_id',
          'c.type',
          'c.owner_id',
          'mine.status as viewer_status',
          sql<boolean>`not ${notBlockedWith(args.viewerId, 'p.author_id')}`.as('blocked'),
        ])
        .where('p.id', '=', args.postId),
  );

  return {
    /** 'For you': posts from every circle the viewer is a member of, newest first. */
    async listHome(viewerId: string, cursor: FeedCursor | null, limit: number) {
      const shape = { feed: 'home', after: cursor !== null, limit } as const;
      const args = {
        viewerId,
        circleId: '',
        authorId: '',
        createdAt: cursor?.createdAt ?? '',
        id: cursor?.id ?? '',
      };
      const result = (await feedPage(shape, args)) as {
        rows: { cards: (string | null)[][]; circles?: string[] }[];
      };
      return { refs: refsOf(result), circleIds: result.rows[0]?.circles ?? [] };
    },

    /** One author's posts that the viewer may see, newest first (a profile's Posts, Photos or Videos tab). */
    async listAuthor(
      authorId: string,
      viewerId: string,
      kind: AuthorPostKind,
      cursor: FeedCursor | null,
      limit: number,
    ) {
      const shape = { feed: 'author', kind, after: cursor !== null, limit } as const;
      const args = {
        viewerId,
        circleId: '',
        authorId,
        createdAt: cursor?.createdAt ?? '',
        id: cursor?.id ?? '',
      };
      return refsOf(await feedPage(shape, args));
    },

    /** How many of the author's posts the viewer may see: all, with a photo, with a video (same rule as the tabs). */
    async countAuthor(authorId: string, viewerId: string) {
      const row = await authorPosts(
        db.selectFrom('posts as p').innerJoin('circles as c', 'c.id', 'p.circle_id'),
        authorId,
        viewerId,
        'all',
      )
        .select([
          sql<number>`count(*)::int`.as('posts'),
          sql<number>`(count(*) filter (where p.image_url is not null))::int`.as('photos'),
          sql<number>`(count(*) filter (where p.video_source is not null))::int`.as('videos'),
        ])
        .executeTakeFirstOrThrow();
      return { posts: Number(row.posts), photos: Number(row.photos), videos: Number(row.videos) };
    },

    /** A circle's page with the circle's access row (null when there is no such circle), in one round trip. */
    async listCircle(circleId: string, viewerId: string, cursor: FeedCursor | null, limit: number) {
      const shape = { feed: 'circle', after: cursor !== null, limit } as const;
      const args = {
        viewerId,
        circleId,
        authorId: '',
        createdAt: cursor?.createdAt ?? '',
        id: cursor?.id ?? '',
      };
      const result = (await feedPage(shape, args)) as unknown as CirclePage;
      return { access: result.rows[0]?.access ?? null, refs: refsOf(result) };
    },

    /**
     * One page of the ids of posts whose words match `tsquery` (to_tsquery syntax, built by the caller from plain
     * words) in circles the viewer may see, best rank first, newest as tiebreak, among the newest 1,050 such posts
     * (search-repository.ts finds and ranks them); `offset` pages through the ranking.
     */
    searchRankedIds: postSearch.rankedPage,
    /** The newest matches of `tsquery` whoever may see them: what a search cache keeps (kept/search-lists.ts). */
    searchNewestMatches: postSearch.newestMatches,
    /** Which of the posts `ids` match now and the viewer may see now, ranked (a kept list's changed posts). */
    searchVisibleMatches: postSearch.visibleMatches,
    /** Which of the posts `ids` match `tsquery` now, whoever may see them: a kept list's changed posts, folded back. */
    searchCurrentMatches: (tsquery: string, ids: string[]) => postSearch.visibleMatches(null, tsquery, ids),
    /** What the access rule needs of circles, and of a viewer, for a kept list's sources (kept/search-access.ts). */
    searchAccessFacts: postSearch.accessFacts,

    /** The cards of a search's page, in the order of `ids`. */
    async searchCards(viewerId: string, ids: string[]) {
      if (ids.length === 0) return [];
      // The policy again on the page itself: a post deleted or hidden meanwhile is simply left out.
      const cards = cardsOf(
        await asCards(postCards(viewerId).where('p.id', 'in', ids).where(canSeeContentSql('c', viewerId)))
          .execute()
          .then((rows) => ({ rows })),
      );
      const byId = new Map(cards.map((card) => [card.id, card]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * Cards by id as every viewer sees them, with their versions, for the card cache. No access check: only ids
     * that a feed page returned to this viewer (which checked access) are asked for. A post deleted meanwhile
     * is absent.
     */
    async loadCards(postIds: string[]): Promise<VersionedCard[]> {
      if (postIds.length === 0) return [];
      const result = await sharedCards('shared', { postIds });
      return (result.rows[0]?.cards ?? []).map((cells) => ({
        card: decodeCard(cells),
        version: cells[sharedCellCount] as string,
      }));
    },

    async findCard(postId: string, viewerId: string): Promise<PostCardRow | undefined> {
      return cardsOf(await card('card', { viewerId, postId }))[0];
    },

    /** Cards for these ids (in no order), each with its circle's access row. */
    async findCardsWithAccess(postIds: string[], viewerId: string) {
      if (postIds.length === 0) return [];
      const rows = await cardsById(postIds, viewerId).execute();
      return rows.map((row) => ({
        card: decodeCard(row.cells),
        access: {
          id: row.circle_id,
          type: row.type,
          owner_id: row.owner_id,
          viewer_status: row.viewer_status,
        },
      }));
    },

    async findCircleIdOfPost(postId: string) {
      return (await whereIs('post', { postId })).rows[0];
    },

    /**
     * A post's place for this viewer in one query: its circle's access row (the caller applies the policy) and
     * whether the viewer and its author blocked each other.
     */
    async locateForViewer(postId: string, viewerId: string) {
      const row = (await whereIsForViewer('post for viewer', { postId, viewerId })).rows[0];
      if (!row) return undefined;
      const { type, owner_id, viewer_status, blocked, ...post } = row;
      const access: CircleAccess = { id: post.circle_id, type, owner_id, viewer_status };
      return { ...post, access, blocked };
    },
  };
};
