import {
  type CreatePostInput,
  circleMessages,
  decodeCursor,
  encodeCursor,
  type FeedPage,
  isUuid,
  type MediaSource,
  mentionedHandles,
  postMessages,
} from '@circles/contracts';
import { circlePolicy } from '../../lib/circle-access';
import { preciseIsoFromMicros } from '../../lib/epoch-micros';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { parseMediaUrl } from '../../lib/media-url';
import type { CirclesService } from '../circles/service';
import type { MediaService } from '../media/service';
import { createCardCache } from './card-cache';
import { createFeedPageCache } from './feed-page-cache';
import { presentPost } from './present';
import type { AuthorPostKind, CardRef, FeedCursor, PostsRepository } from './repository';

const linkPattern = /https?:\/\/[^\s]+/g;
const countLinks = (text: string) => text.match(linkPattern)?.length ?? 0;

type Sources = {
  imageUrl?: string | null;
  videoSource?: MediaSource | Record<string, string> | null;
  audioSource?: MediaSource | Record<string, string> | null;
};

/** Every media URL a post refers to, with the kind it must be. */
function referencedMedia(post: Sources) {
  const refs: { url: string; kind: 'image' | 'video' | 'audio' }[] = [];
  if (post.imageUrl) refs.push({ url: post.imageUrl, kind: 'image' });
  for (const [kind, source] of [
    ['video', post.videoSource],
    ['audio', post.audioSource],
  ] as const) {
    if (!source) continue;
    for (const [language, url] of Object.entries(source))
      if (language !== 'original') refs.push({ url, kind });
  }
  return refs;
}

export const createPostsService = (deps: {
  repository: PostsRepository;
  circles: CirclesService;
  media: MediaService;
  publicUrl: string;
  /** Whether the author's settings require alt text on a photo or video (issue #18). */
  requiresAltText: (userId: string) => Promise<boolean>;
  /** Blocks (issue #17): whether either of two members blocked the other. */
  blockedBetween?: (a: string, b: string) => Promise<boolean>;
  /** How many post cards this process keeps in memory (card-cache.ts); default 5,000. */
  cardCacheSize?: number;
  /** How many feed pages (home, circles) this process keeps in memory (feed-page-cache.ts); default 1,000, 0 for none. */
  feedPageCacheSize?: number;
  /** The read barrier of the database's change announcements (realtime/feed-changes.ts); no cache without. */
  changesHeard?: () => Promise<void>;
}) => {
  const { repository, circles, media, publicUrl, requiresAltText, blockedBetween } = deps;
  const cards = createCardCache(repository.loadCards, { maxEntries: deps.cardCacheSize });
  const feedPages = createFeedPageCache({ maxEntries: deps.feedPageCacheSize });

  /** Where a post lives, or 'Post not found' (also for a malformed id). Access is the caller's to check. */
  const locatePost = async (postId: string) => {
    const located = isUuid(postId) ? await repository.findCircleIdOfPost(postId) : undefined;
    if (!located) throw notFound(postMessages.postNotFound);
    return located;
  };

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
   * A feed page kept in this process, or read from the database and kept (feed-page-cache.ts). A kept page is
   * served once every change committed before this read has been heard, so it is what the database would answer
   * now, whichever process made the change.
   */
  const keptOrRead = async (
    key: string,
    viewerId: string,
    read: () => Promise<{ page: FeedPage; circleIds: string[] }>,
  ): Promise<FeedPage> => {
    if (deps.changesHeard && feedPages.enabled) {
      await deps.changesHeard();
      const kept = feedPages.get(key);
      if (kept) return kept;
    }
    const begun = feedPages.begin();
    const { page, circleIds } = await read();
    feedPages.store(begun, key, { viewerId, circleIds, postIds: page.posts.map((post) => post.id) }, page);
    return page;
  };

  const readCursor = (cursor: string | undefined): FeedCursor | null => {
    if (!cursor) return null;
    const decoded = decodeCursor(cursor);
    if (!decoded) throw badRequest('Invalid cursor');
    return decoded;
  };

  /** Removes the uploads a failed post referred to (SPEC §7 cleanup), when they are the author's and unused. */
  async function discardUploads(authorId: string, post: Sources) {
    for (const ref of referencedMedia(post)) {
      const location = parseMediaUrl(ref.url, publicUrl);
      if (location?.bucket !== 'posts') continue;
      // Only the author's own, still unused files go; anything else is left alone.
      await media.removeUnattached(authorId, 'posts', location.path).catch(() => undefined);
    }
  }

  return {
    async create(input: CreatePostInput & { content: string }, viewerId: string) {
      try {
        const circle = await circles.visibleCircle(input.circleId, viewerId).catch(() => null);
        if (!circle || !circlePolicy.canPost(circle)) throw badRequest(postMessages.invalidCircle);

        const mediaAlt = input.mediaAlt?.trim() || null;
        const isVisual = Boolean(input.imageUrl || input.videoSource);
        if (isVisual && !mediaAlt && (await requiresAltText(viewerId)))
          throw badRequest(postMessages.altTextRequired);

        const refs = referencedMedia(input);
        const parsed = refs.map((ref) => ({ ...ref, location: parseMediaUrl(ref.url, publicUrl) }));
        if (parsed.some((ref) => ref.location?.bucket !== 'posts'))
          throw badRequest(postMessages.mediaNotFound);
        const uploads = await repository.findUnattachedUploads(
          viewerId,
          parsed.map((ref) => ref.location?.path as string),
        );
        const byPath = new Map(uploads.map((upload) => [upload.path, upload]));
        for (const ref of parsed) {
          if (byPath.get(ref.location?.path as string)?.kind !== ref.kind)
            throw badRequest(postMessages.mediaNotFound);
        }

        const photo = input.imageUrl
          ? byPath.get(parseMediaUrl(input.imageUrl, publicUrl)?.path ?? '')
          : undefined;
        const postId = await repository.create({
          authorId: viewerId,
          circleId: circle.id,
          content: input.content,
          imageUrl: input.imageUrl ?? null,
          imageSize:
            photo?.width && photo.height
              ? {
                  width: photo.width,
                  height: photo.height,
                  widths: photo.variants.map((variant) => variant.width),
                }
              : null,
          videoSource: input.videoSource ?? null,
          audioSource: input.audioSource ?? null,
          // An audio file has nothing to see: its alt text is not kept.
          mediaAlt: isVisual ? mediaAlt : null,
          uploadIds: uploads.map((upload) => upload.id),
          mentions: mentionedHandles(input.content),
          counters: {
            photos: input.imageUrl ? 1 : 0,
            videos: input.videoSource ? 1 : 0,
            links: countLinks(input.content),
          },
        });
        const card = await repository.findCard(postId, viewerId);
        if (!card) throw new Error('post vanished after insert');
        return presentPost(card);
      } catch (error) {
        await discardUploads(viewerId, input);
        if (error instanceof AppError) throw error;
        throw new AppError(500, postMessages.createFailed, 'post_failed', undefined, { cause: error });
      }
    },

    /** The member's home page, kept in this process (keptOrRead). */
    async homeFeed(viewerId: string, cursor: string | undefined, limit: number) {
      return keptOrRead(`home ${viewerId} ${cursor ?? ''} ${limit}`, viewerId, async () => {
        const { refs, circleIds } = await repository.listHome(viewerId, readCursor(cursor), limit + 1);
        return { page: await toPage(refs, limit), circleIds };
      });
    },

    /** Kept feed pages hear what changed in the database through these (composition root). */
    feedPages: { changed: feedPages.changed, setEnabled: feedPages.setEnabled, stats: feedPages.stats },

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
      const rows = await repository.search(viewerId, tsquery, offset, limit + 1);
      return {
        posts: rows.slice(0, limit).map(presentPost),
        nextCursor: rows.length > limit && offset + limit <= 1000 ? String(offset + limit) : null,
      };
    },

    /** How many of the author's posts (all, photos, videos) the viewer may see, by the same rule as the feed. */
    countAuthorPosts: (authorId: string, viewerId: string) => repository.countAuthor(authorId, viewerId),

    /**
     * A circle's feed as the viewer sees it, or 'Circle not found'. One round trip: the page comes with the
     * circle's access row, and the policy decides before it is shown. A page the viewer may see is kept like a home
     * page (feed-page-cache.ts): their membership, the circle's type and its posts are what it depends on. A
     * refusal is never kept, and a personal circle's alias is resolved first (it names another circle per member).
     */
    async circleFeed(circleIdOrAlias: string, viewerId: string, cursor: string | undefined, limit: number) {
      const after = readCursor(cursor);
      const circleId = await circles.resolveCircleId(circleIdOrAlias, viewerId);
      if (!circleId) throw notFound(circleMessages.notFound);
      return keptOrRead(`circle ${viewerId} ${circleId} ${cursor ?? ''} ${limit}`, viewerId, async () => {
        const { access, refs } = await repository.listCircle(circleId, viewerId, after, limit + 1);
        circles.contentAccess(access, viewerId);
        return { page: await toPage(refs, limit), circleIds: [circleId] };
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

    /** The post's id and circle if the viewer may see it; otherwise 'Post not found' (nothing to probe). */
    async visiblePost(postId: string, viewerId: string) {
      const located = await locatePost(postId);
      await circles.circleWithContent(located.circle_id, viewerId).catch(() => {
        throw notFound(postMessages.postNotFound);
      });
      // Blocked either way: the post is not there for them (no comment, like or share).
      if (located.author_id !== viewerId && (await blockedBetween?.(viewerId, located.author_id)))
        throw notFound(postMessages.postNotFound);
      return located;
    },

    /** A share of a post the viewer may see: counted once per member (issue #20). */
    async share(postId: string, viewerId: string) {
      const located = await this.visiblePost(postId, viewerId);
      return { shares: await repository.recordShare(located.id, viewerId) };
    },

    /**
     * The author replaces their post's text (the earlier text is kept for moderators). Someone else's post they
     * can see: 403; one they cannot: 'Post not found', as for a missing one.
     */
    async edit(postId: string, content: string, viewerId: string) {
      await this.visibleOrOwnPost(postId, viewerId);
      const outcome = await repository.edit(postId, viewerId, content, countLinks);
      if (outcome === 'missing') throw forbidden(postMessages.notYourPost);
      const card = await repository.findCard(postId, viewerId);
      if (!card) throw notFound(postMessages.postNotFound);
      return presentPost(card);
    },

    /**
     * The author deletes their post: comments, likes, favorites and notifications go with it, the circle's counts
     * move back, and its media files are removed from storage.
     */
    async remove(postId: string, viewerId: string) {
      await this.visibleOrOwnPost(postId, viewerId);
      const removed = await repository.remove(postId, viewerId, countLinks);
      if (!removed) throw forbidden(postMessages.notYourPost);
      // The uploads were detached with the post: they are the author's unused files now.
      await discardUploads(viewerId, removed);
      return { deleted: true as const, circleId: removed.circleId };
    },

    /** A post the viewer wrote (wherever it is) or may see; otherwise 'Post not found'. */
    async visibleOrOwnPost(postId: string, viewerId: string) {
      const located = await locatePost(postId);
      if (await repository.isAuthor(located.id, viewerId)) return located;
      return this.visiblePost(postId, viewerId);
    },

    /** Post detail: the post must be in that circle and the circle's content visible to the viewer. */
    async detail(circleId: string, postId: string, viewerId: string) {
      const circle = await circles.circleWithContent(circleId, viewerId).catch(() => {
        throw notFound(circleMessages.notFound);
      });
      const located = await locatePost(postId);
      if (located.circle_id !== circle.id) throw notFound(postMessages.postNotFound);
      await repository.recordView(postId, viewerId);
      const card = await repository.findCard(postId, viewerId);
      if (!card) throw notFound(postMessages.postNotFound);
      return presentPost(card);
    },
  };
};

export type PostsService = ReturnType<typeof createPostsService>;
