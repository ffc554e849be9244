import type { FavoritesPage } from '@circles/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { favoritesKeys } from '../../../api/favorites/keys';
import { api } from '../../../lib/api-client';

/** GET /api/favorites?cursor= → saved posts, newest save first (only those the member may still see). */
export const getFavorites = ({
  cursor,
  signal,
}: {
  cursor?: string;
  signal?: AbortSignal;
}): Promise<FavoritesPage> => api.get<FavoritesPage>('/favorites', { query: { cursor }, signal });

export const favoritesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: favoritesKeys.list(),
    queryFn: ({ pageParam, signal }) => getFavorites({ cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The saved posts as feed pages, so the shared post feed (components/posts/post-feed) can show them. */
export const useFavorites = () =>
  useInfiniteQuery({
    ...favoritesQueryOptions(),
    select: (data) => ({
      ...data,
      pages: data.pages.map((page) => ({
        posts: page.items.map((item) => item.post),
        nextCursor: page.nextCursor,
      })),
    }),
  });
