import type { FeedPage } from '@circles/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { postsKeys } from '../../../api/posts/keys';
import { api } from '../../../lib/api-client';

/** GET /api/feed/circles/:circleId?cursor= → one page of a circle's posts, newest first. */
export const getCircleFeed = ({
  circleId,
  cursor,
  signal,
}: {
  circleId: string;
  cursor?: string;
  signal?: AbortSignal;
}): Promise<FeedPage> =>
  api.get<FeedPage>(`/feed/circles/${encodeURIComponent(circleId)}`, {
    query: { cursor },
    signal,
  });

export const circleFeedQueryOptions = (circleId: string) =>
  infiniteQueryOptions({
    queryKey: postsKeys.circleFeed(circleId),
    queryFn: ({ pageParam, signal }) => getCircleFeed({ circleId, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useCircleFeed = (circleId: string) => useInfiniteQuery(circleFeedQueryOptions(circleId));
