import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { reusableQuery } from '../../db/reusable-query';
import type { Database, ImageSizeJson, MediaSourceJson } from '../../db/schema';
import { notBlockedWith } from '../../lib/blocks-sql';
import {
  type CircleAccess,
  canSeeContentSql,
  circleAccessQuery,
  joinedCircleIdsQuery,
} from '../../lib/circle-access';
import type { NotificationsWriter } from '../notifications/writer';
import { createPostSearch } from './search-repository';

export type FeedCursor = { createdAt: string; id: string };

/** Which of an author's posts a profile tab lists. */
export type AuthorPostKind = 'all' | 'photos' | 'videos';

export type NewPost = {
  authorId: string;
  circleId: string;
  content: string;
  imageUrl: string | null;
  /** The photo's size and narrower widths, from its upload (issue #16). */
  imageSize: ImageSizeJson | null;
  videoSource: MediaSourceJson | null;
  audioSource: MediaSourceJson | null;
  mediaAlt: string | null;
  uploadIds: string[];
  mentions: string[];
  counters: { photos: number; videos: number; links: number };
};

/** A post card, decoded from the row the database sends (see `cardCells`). */
export type PostCardRow = {
  id: string;
  content: string;
  image_url: string | null;
  video_source: MediaSourceJson | null;
  audio_source: MediaSourceJson | null;
  views: number;
  likes_count: number;
  comments_count: number;
  shares_count: number;
  /** Microseconds since the epoch: exact (a JS number holds it exactly), so cursors compare exactly. */
  created_at_us: number;
  circle_id: string;
  circle_name: string;
  circle_type: 'personal' | 'public' | 'private';
  author_id: string;
  first_name: string;
  full_name: string;
  user_handle: string;
  avatar_url: string | null;
  icon1_code: string | null;
  icon2_code: string | null;
  icon3_code: string | null;
  manual_verification: boolean;
  profile_completed: boolean;
  is_liked: boolean;
  is_saved: boolean;
  /** When the author last edited the text (microseconds since the epoch), or null. */
  edited_at_us: number | null;
  media_alt: string | null;
  image_size: ImageSizeJson | null;
};

/** What a deleted post held: its circle and its media, for the files to be removed after the commit. */
export type RemovedPost = {
  circleId: string;
  imageUrl: string | null;
  videoSource: MediaSourceJson | null;
  audioSource: MediaSourceJson | null;
};

/**
 * A card travels as one text array, in this order; a page is one JSON array of them. PostgreSQL turns a text
 * array into JSON in one pass, where a JSON object per card made it look up each column's type for every card
 * (about a third of a feed read on PostgreSQL); arrays of strings also parse about twice as fast as objects.
 * `decodeCard` reads the cells by position: change the two together (the posts tests read every field back).
 * These cells are the same for every viewer (the card cache keeps them); a column added here must also bump
 * `card_version` when it changes (migration 0030's triggers on users and circles).
 */
const sharedCells = sql<string[]>`array[
  p.id::text, p.content, p.image_url, p.video_source::text, p.audio_source::text,
  p.views::text, p.likes_count::text, p.comments_count::text, p.shares_count::text,
  (extract(epoch from p.created_at) * 1000000)::int8::text,
  c.id::text, c.name, c.type::text,
  u.id::text, u.first_name, u.full_name, u.user_handle, u.avatar_url, u.icon1_code, u.icon2_code, u.icon3_code,
  u.manual_verification::text, u.profile_completed::text,
  (extract(epoch from p.edited_at) * 1000000)::int8::text,
  p.media_alt,
  p.image_size::text
]`;

/**
 * What the viewer did to the post: liked it, saved it. 'offset 0' keeps the liked check a probe of the likes
 * primary key per card; without it PostgreSQL turns it into a scan of all the viewer's likes, which cost more
 * even for a light liker.
 */
const viewerCells = (viewerId: string) => sql<string[]>`array[
  exists(
    select 1 from likes as l
    where l.likeable_type = 'post' and l.likeable_id = p.id and l.user_id = ${viewerId}
    offset 0
  )::text,
  exists(select 1 from favorites as f where f.user_id = ${viewerId} and f.post_id = p.id offset 0)::text
]`;

/** The versions of the rows a card is made from (migration 0030): equal versions, equal card. */
const cardVersion = sql<string>`p.card_version::text || '.' || u.card_version::text || '.' || c.card_version::text`;

const cardCells = (viewerId: string) => sql<string[]>`(${sharedCells} || ${viewerCells(viewerId)})`;

/**
 * The same versions looked up by key for each post of a page, where the page has no join of users and
 * circles: a probe of each primary key per card (a join let the generic plan hash all circles).
 */
const cardVersionByKeys = sql<string>`p.card_version::text
  || '.' || (select u.card_version from users as u where u.id = p.author_id)::text
  || '.' || (select c.card_version from circles as c where c.id = p.circle_id)::text`;

/** A feed page's entry: which card, its versions, and the viewer's own marks; the cache supplies the rest. */
const refCells = (viewerId: string, version = cardVersion) =>
  sql<string[]>`(array[p.id::text, (extract(epoch from p.created_at) * 1000000)::int8::text, ${version}]
    || ${viewerCells(viewerId)})`;

/** A card for the cache: the shared cells and their versions. */
const versionedSharedCells = sql<string[]>`(${sharedCells} || array[${cardVersion}])`;

const sharedCellCount = 26;

const sourceOf = (text: string | null) => (text === null ? null : (JSON.parse(text) as MediaSourceJson));

/** One card from its cells, in `sharedCells`' order, then the viewer's (false when absent). */
function decodeCard(cells: (string | null)[]): PostCardRow {
  const text = (index: number) => cells[index] as string;
  return {
    id: text(0),
    content: text(1),
    image_url: cells[2] ?? null,
    video_source: sourceOf(cells[3] ?? null),
    audio_source: sourceOf(cells[4] ?? null),
    views: Number(cells[5]),
    likes_count: Number(cells[6]),
    comments_count: Number(cells[7]),
    shares_count: Number(cells[8]),
    created_at_us: Number(cells[9]),
    circle_id: text(10),
    circle_name: text(11),
    circle_type: text(12) as PostCardRow['circle_type'],
    author_id: text(13),
    first_name: text(14),
    full_name: text(15),
    user_handle: text(16),
    avatar_url: cells[17] ?? null,
    icon1_code: cells[18] ?? null,
    icon2_code: cells[19] ?? null,
    icon3_code: cells[20] ?? null,
    manual_verification: cells[21] === 'true',
    profile_completed: cells[22] === 'true',
    edited_at_us: cells[23] ? Number(cells[23]) : null,
    media_alt: cells[24] ?? null,
    image_size: cells[25] ? (JSON.parse(cells[25]) as ImageSizeJson) : null,
    is_liked: cells[sharedCellCount] === 'true',
    is_saved: cells[sharedCellCount + 1] === 'true',
  };
}

/** A feed page's entry (see `refCells`): the card comes from the cache, or `loadCards` when it changed. */
export type CardRef = {
  id: string;
  created_at_us: number;
  version: string;
  is_liked: boolean;
  is_saved: boolean;
};

const decodeRef = (cells: (string | null)[]): CardRef => ({
  id: cells[0] as string,
  created_at_us: Number(cells[1]),
  version: cells[2] as string,
  is_liked: cells[3] === 'true',
  is_saved: cells[4] === 'true',
});

/** A card as every viewer sees it (not liked, not saved), with the versions it was made from. */
export type VersionedCard = { card: PostCardRow; version: string };

/** `notify` is the notifications writer (composed in composition-root.ts): a new post tells members and mentions. */
export const createPostsRepository = (db: Kysely<Database>, notify: NotificationsWriter) => {
  const postSearch = createPostSearch(db);

  /** Everything a post card shows, in one query: post, author, circle, counts and the viewer's like. */
  const postCards = (viewerId: string, cells = cardCells(viewerId)) =>
    db
      .selectFrom('posts as p')
      .innerJoin('users as u', 'u.id', 'p.author_id')
      .innerJoin('circles as c', 'c.id', 'p.circle_id')
      .select(cells.as('cells'))
      // Blocks (issue #17): nothing of a member the viewer blocked, or who blocked the viewer, in any list.
      .where(notBlockedWith(viewerId, 'p.author_id'));

  /**
   * An author's posts the viewer may see: only circles whose content the viewer may see (lib/circle-access.ts in
   * SQL), so a private circle's posts never reach a non-member, on any tab or in any count.
   */
  // biome-ignore lint/suspicious/noExplicitAny: posts `p` joined with circles `c`, any selection.
  const authorPosts = <Query extends SelectQueryBuilder<any, any, any>>(
    query: Query,
    authorId: string,
    viewerId: string,
    kind: AuthorPostKind,
  ): Query => {
    let filtered = query
      .where(sql<boolean>`p.author_id = ${authorId}::uuid`)
      .where(canSeeContentSql('c', viewerId));
    if (kind === 'photos') filtered = filtered.where(sql<boolean>`p.image_url is not null`);
    if (kind === 'videos') filtered = filtered.where(sql<boolean>`p.video_source is not null`);
    return filtered as Query;
  };

  /** A page of cards as one JSON value (one row, one cell), in the query's order. */
  // biome-ignore lint/suspicious/noExplicitAny: any card query; its one column is `cells`.
  const asCards = (query: SelectQueryBuilder<any, any, { cells: string[] }>) =>
    db.selectNoFrom(
      sql<
        (string | null)[][]
      >`(select coalesce(array_to_json(array_agg(page.cells)), '[]') from (${query}) as page)`.as('cards'),
    );
  const cardsOf = (result: { rows: { cards: (string | null)[][] }[] }) =>
    (result.rows[0]?.cards ?? []).map(decodeCard);
  const refsOf = (result: { rows: { cards: (string | null)[][] }[] }) =>
    (result.rows[0]?.cards ?? []).map(decodeRef);
  type CirclePage = { rows: { cards: (string | null)[][]; access: CircleAccess | null }[] };

  type PageShape = {
    feed: 'home' | 'circle' | 'author';
    kind?: AuthorPostKind;
    after: boolean;
    limit: number;
  };
  type PageArgs = { viewerId: string; circleId: string; authorId: string; createdAt: string; id: string };

  /**
   * Feed pages, built and compiled once per shape (see reusable-query.ts): each post's id, versions and the
   * viewer's marks (`refCells`), the cards themselves come from the card cache. A circle's page also carries
   * the circle's access row, so the service can apply the access policy without a second round trip.
   */
  const feedPage = reusableQuery(db, (shape: PageShape, args: PageArgs) => {
    const limit = Math.trunc(shape.limit);
    const beforeCursor = sql<boolean>`(p.created_at, p.id) < (${args.createdAt}::timestamptz, ${args.id}::uuid)`;
    // Mutes (issue #17): a muted member's posts leave the viewer's home and circle feeds; a muted circle's posts
    // leave home (the circle's own page still shows them to whoever opens it). Each list is read once per page
    // (an InitPlan), not probed for every post, as blocks are (blocks-sql.ts).
    const mutedIds = (targetType: 'member' | 'circle') => sql`array(
        select mu.target_id from mutes as mu where mu.user_id = ${args.viewerId}::uuid
          and mu.target_type = ${sql.lit(targetType)})`;
    const authorNotMuted = sql<boolean>`p.author_id::text <> all (${mutedIds('member')})`;
    if (shape.feed === 'home') {
      // Home: the newest `limit` posts of each joined circle along posts_circle_feed_idx, then the newest `limit`
      // of those. Work is bounded by the member's circles whatever their size; a join of memberships and posts
      // left the choice to a generic plan that could not know world holds half of all posts, and at 100k posts
      // it sorted all of world's for every page (92 ms p50; bench/feed-growth.ts). Each circle's rows carry
      // what the page needs of the post, so the page does not look the posts up again.
      const newestPerCircle = db
        .selectFrom(joinedCircleIdsQuery(db, args.viewerId).as('jc'))
        .innerJoinLateral(
          (eb) => {
            let newest = eb
              .selectFrom('posts as p')
              .select(['p.id', 'p.created_at', 'p.card_version', 'p.author_id', 'p.circle_id'])
              .whereRef('p.circle_id', '=', 'jc.circle_id')
              .where(notBlockedWith(args.viewerId, 'p.author_id'))
              .where(authorNotMuted);
            if (shape.after) newest = newest.where(beforeCursor);
            return newest
              .orderBy('p.created_at', 'desc')
              .orderBy('p.id', 'desc')
              .limit(sql.lit(limit))
              .as('l');
          },
          (join) => join.onTrue(),
        )
        .selectAll('l')
        .where(sql<boolean>`jc.circle_id <> all (${mutedIds('circle')})`)
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(sql.lit(limit));
      // The member's circles come with the page: a process that keeps the page (feed-page-cache.ts) drops it
      // when a post appears in any of them.
      return asCards(
        db
          .selectFrom(newestPerCircle.as('p'))
          .select(refCells(args.viewerId, cardVersionByKeys).as('cells'))
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc'),
      ).select(sql<string[]>`array(${joinedCircleIdsQuery(db, args.viewerId)})`.as('circles'));
    }
    let query = postCards(args.viewerId, refCells(args.viewerId));
    if (shape.feed === 'author') {
      query = authorPosts(query, args.authorId, args.viewerId, shape.kind ?? 'all');
    } else {
      // '(select $n)' hides which circle from the planner, so every circle gets the same (generic) plan along
      // posts_circle_feed_idx; a plain parameter made PostgreSQL re-plan for each run (world is half of all
      // posts), which cost more than running the query.
      query = query.where(sql<boolean>`p.circle_id = (select ${args.circleId}::text)`).where(authorNotMuted);
    }
    if (shape.after) query = query.where(beforeCursor);
    // The limit is a literal: with only ids as parameters the prepared statement's generic plan stays the good
    // one (a parameter limit made PostgreSQL plan for a large page and scan everything).
    const cards = asCards(
      query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(sql.lit(limit)),
    );
    if (shape.feed !== 'circle') return cards;
    const access = circleAccessQuery(db, args.circleId, args.viewerId);
    return cards.select(sql<CircleAccess | null>`(select row_to_json(a) from (${access}) as a)`.as('access'));
  });

  /** Cards by id as every viewer sees them, for the cache: one statement whatever the number of ids. */
  const sharedCards = reusableQuery(db, (_shape: 'shared', args: { postIds: string[] }) =>
    asCards(
      db
        .selectFrom('posts as p')
        .innerJoin('users as u', 'u.id', 'p.author_id')
        .innerJoin('circles as c', 'c.id', 'p.circle_id')
        .select(versionedSharedCells.as('cells'))
        .where(sql<boolean>`p.id = any(${args.postIds}::uuid[])`),
    ),
  );

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

  const view = reusableQuery(db, (_shape: 'view', args: { postId: string; viewerId: string }) =>
    db
      .with('first_view', (cte) =>
        cte
          .insertInto('post_views')
          .values({ post_id: args.postId, user_id: args.viewerId })
          .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
          .returning('post_id'),
      )
      .updateTable('posts')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', 'in', (eb) => eb.selectFrom('first_view').select('post_id')),
  );

  return {
    /** Counts the member's first share of the post; returns the post's share count. */
    async recordShare(postId: string, userId: string) {
      return db.transaction().execute(async (trx) => {
        const first = await trx
          .insertInto('post_shares')
          .values({ post_id: postId, user_id: userId })
          .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
          .returning('post_id')
          .executeTakeFirst();
        const row = first
          ? await trx
              .updateTable('posts')
              .set((eb) => ({ shares_count: eb('shares_count', '+', 1) }))
              .where('id', '=', postId)
              .returning('shares_count')
              .executeTakeFirstOrThrow()
          : await trx
              .selectFrom('posts')
              .select('shares_count')
              .where('id', '=', postId)
              .executeTakeFirstOrThrow();
        return row.shares_count;
      });
    },

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
     * Posts whose words match `tsquery` (to_tsquery syntax, built by the caller from plain words) in circles the
     * viewer may see, best rank first, newest as tiebreak, among the newest 1,050 such posts (search-repository.ts
     * finds and ranks them); `offset` pages through the ranking.
     */
    async search(viewerId: string, tsquery: string, offset: number, limit: number) {
      const ids = await postSearch.rankedPage(viewerId, tsquery, offset, limit);
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

    /** The author's own uploads that no post uses yet, by path. */
    findUnattachedUploads(ownerId: string, paths: string[]) {
      if (paths.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('media_uploads')
        .select(['id', 'path', 'kind', 'width', 'height', 'variants'])
        .where('owner_id', '=', ownerId)
        .where('bucket', '=', 'posts')
        .where('post_id', 'is', null)
        .where('path', 'in', paths)
        .execute();
    },

    /** Inserts the post, attaches its uploads and moves the circle's content counts, in one transaction. */
    async create(post: NewPost) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('posts')
          .values({
            author_id: post.authorId,
            circle_id: post.circleId,
            content: post.content,
            image_url: post.imageUrl,
            image_size: post.imageSize ? JSON.stringify(post.imageSize) : null,
            video_source: post.videoSource ? JSON.stringify(post.videoSource) : null,
            audio_source: post.audioSource ? JSON.stringify(post.audioSource) : null,
            media_alt: post.mediaAlt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (post.uploadIds.length > 0) {
          const attached = await trx
            .updateTable('media_uploads')
            .set({ post_id: row.id })
            .where('id', 'in', post.uploadIds)
            .where('post_id', 'is', null)
            .returning('id')
            .execute();
          // Another post took a file between our check and now: refuse rather than share it.
          if (attached.length !== post.uploadIds.length) throw new Error('upload already attached');
        }
        const { photos, videos, links } = post.counters;
        if (photos || videos || links) {
          await trx
            .updateTable('circles')
            .set((eb) => ({
              photos_count: eb('photos_count', '+', photos),
              videos_count: eb('videos_count', '+', videos),
              links_count: eb('links_count', '+', links),
            }))
            .where('id', '=', post.circleId)
            .execute();
        }
        await notify.newPost(trx, {
          id: row.id,
          circleId: post.circleId,
          authorId: post.authorId,
          mentions: post.mentions,
        });
        return row.id;
      });
    },

    /**
     * Replaces the text of the author's own post, keeps the earlier text in post_edits and moves the circle's link
     * count by the difference, in one transaction. 'missing' when the post is not this author's.
     */
    async edit(postId: string, authorId: string, content: string, countLinks: (text: string) => number) {
      return db.transaction().execute(async (trx) => {
        const post = await trx
          .selectFrom('posts')
          .select(['content', 'circle_id'])
          .where('id', '=', postId)
          .where('author_id', '=', authorId)
          .forUpdate()
          .executeTakeFirst();
        if (!post) return 'missing' as const;
        if (post.content === content) return 'unchanged' as const;
        await trx
          .insertInto('post_edits')
          .values({ post_id: postId, previous_content: post.content })
          .execute();
        await trx
          .updateTable('posts')
          .set({ content, edited_at: sql<Date>`now()` })
          .where('id', '=', postId)
          .execute();
        const linksDelta = countLinks(content) - countLinks(post.content);
        if (linksDelta !== 0) {
          await trx
            .updateTable('circles')
            .set({ links_count: sql<number>`greatest(links_count + ${linksDelta}, 0)` })
            .where('id', '=', post.circle_id)
            .execute();
        }
        return 'edited' as const;
      });
    },

    async isAuthor(postId: string, userId: string) {
      const row = await db
        .selectFrom('posts')
        .select('id')
        .where('id', '=', postId)
        .where('author_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A post's earlier texts, oldest first (kept for moderators). */
    listEdits(postId: string) {
      return db
        .selectFrom('post_edits')
        .select(['previous_content', 'edited_at'])
        .where('post_id', '=', postId)
        .orderBy('id')
        .execute();
    },

    /**
     * Deletes the author's own post with what hangs on it, in one transaction: comments, views, shares and
     * favorites go by cascade; likes on the post and on its comments, and the notifications that point at it, are
     * deleted here; the circle's content counts move back. Its uploads are detached (the caller removes the
     * files). Undefined when the post is not this author's.
     */
    async remove(postId: string, authorId: string, countLinks: (text: string) => number) {
      return db.transaction().execute(async (trx): Promise<RemovedPost | undefined> => {
        const post = await trx
          .selectFrom('posts')
          .select(['circle_id', 'content', 'image_url', 'video_source', 'audio_source'])
          .where('id', '=', postId)
          .where('author_id', '=', authorId)
          .forUpdate()
          .executeTakeFirst();
        if (!post) return undefined;
        await trx
          .deleteFrom('likes')
          .where((eb) =>
            eb.or([
              eb.and([eb('likeable_type', '=', 'post'), eb('likeable_id', '=', postId)]),
              eb.and([
                eb('likeable_type', '=', 'comment'),
                eb('likeable_id', 'in', eb.selectFrom('comments').select('id').where('post_id', '=', postId)),
              ]),
            ]),
          )
          .execute();
        await notify.postRemoved(trx, { circleId: post.circle_id, postId });
        await trx.deleteFrom('posts').where('id', '=', postId).execute();
        await trx
          .updateTable('circles')
          .set({
            photos_count: sql<number>`greatest(photos_count - ${post.image_url ? 1 : 0}, 0)`,
            videos_count: sql<number>`greatest(videos_count - ${post.video_source ? 1 : 0}, 0)`,
            links_count: sql<number>`greatest(links_count - ${countLinks(post.content)}, 0)`,
          })
          .where('id', '=', post.circle_id)
          .execute();
        return {
          circleId: post.circle_id,
          imageUrl: post.image_url,
          videoSource: post.video_source,
          audioSource: post.audio_source,
        };
      });
    },

    /** Counts a view once per viewer, in one statement (the view row and the counter move together). */
    async recordView(postId: string, viewerId: string) {
      await view('view', { postId, viewerId });
    },
  };
};

export type PostsRepository = ReturnType<typeof createPostsRepository>;
