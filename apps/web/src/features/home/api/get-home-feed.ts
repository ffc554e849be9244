import type { FeedPage } from '@circles/contracts';
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { postsKeys } from '../../../api/posts/keys';
import { api } from '../../../lib/api-client';

/** GET /api/feed/home?cursor= → one page of the 'for you' feed, newest first. */
export const getHomeFeed = ({
  cursor,
  signal,
}: {
  cursor?: string;
  signal?: AbortSignal;
}): Promise<FeedPage> => api.get<FeedPage>('/feed/home', { query: { cursor }, signal });

export const homeFeedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: postsKeys.homeFeed(),
    queryFn: ({ pageParam, signal }) => getHomeFeed({ cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useHomeFeed = () => useInfiniteQuery(homeFeedQueryOptions());

/** The feed's first page into the cache, before the page renders (the route's loader). */
export const prefetchHomeFeed = (queryClient: QueryClient) =>
  queryClient.prefetchInfiniteQuery(homeFeedQueryOptions());
