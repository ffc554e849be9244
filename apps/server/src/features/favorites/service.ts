import {
  decodeCursor,
  encodeCursor,
  type FavoriteItem,
  type FavoriteState,
  type FavoritesPage,
  isUuid,
} from '@circles/contracts';
import { badRequest } from '../../lib/errors';
import type { CirclesService } from '../circles/service';
import type { createPostsService } from '../posts/service';
import type { FavoritesCursor, FavoritesRepository } from './repository';

type PostsService = ReturnType<typeof createPostsService>;

/**
 * The member's Favorites: saved posts. Access is decided when they are read, by the posts service (the circle
 * rule): a saved post the member can no longer see is kept but never listed, counted or revealed.
 */
export const createFavoritesService = (deps: {
  repository: FavoritesRepository;
  posts: PostsService;
  circles: CirclesService;
}) => {
  const { repository, posts, circles } = deps;

  async function count(viewerId: string) {
    let total = 0;
    for (const row of await repository.countByCircle(viewerId)) {
      const visible = await circles.circleWithContent(row.circle_id, viewerId).then(
        () => true,
        () => false,
      );
      if (visible) total += Number(row.n);
    }
    return total;
  }

  return {
    count: async (viewerId: string) => ({ count: await count(viewerId) }),

    /** Saving needs the post to be visible now ('Post not found' otherwise, as for a missing post). */
    async save(postId: string, viewerId: string): Promise<FavoriteState> {
      const post = await posts.visiblePost(postId, viewerId);
      await repository.save(viewerId, post.id);
      return { saved: true, count: await count(viewerId) };
    },

    /** Removing always works, even for a post the member can no longer see. */
    async remove(postId: string, viewerId: string): Promise<FavoriteState> {
      if (isUuid(postId)) await repository.remove(viewerId, postId);
      return { saved: false, count: await count(viewerId) };
    },

    /** Newest first. Rows whose post is no longer visible are skipped, and the page is filled from further rows. */
    async list(viewerId: string, cursor: string | undefined, limit: number): Promise<FavoritesPage> {
      let after: FavoritesCursor | null = null;
      if (cursor) {
        after = decodeCursor(cursor);
        if (!after) throw badRequest('Invalid cursor');
      }
      const items: (FavoriteItem & { postId: string })[] = [];
      for (;;) {
        const rows = await repository.page(viewerId, after, limit + 1);
        const cards = await posts.visibleCards(
          rows.map((row) => row.post_id),
          viewerId,
        );
        for (const row of rows) {
          const post = cards.get(row.post_id);
          if (post) items.push({ savedAt: row.created_at, post, postId: row.post_id });
          if (items.length > limit) break;
        }
        const last = rows.at(-1);
        if (items.length > limit || rows.length <= limit || !last) break;
        after = { createdAt: last.created_at, id: last.post_id };
      }
      const page = items.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(({ savedAt, post }) => ({ savedAt, post })),
        nextCursor: items.length > limit && last ? encodeCursor(last.savedAt, last.postId) : null,
      };
    },
  };
};

export type FavoritesService = ReturnType<typeof createFavoritesService>;
