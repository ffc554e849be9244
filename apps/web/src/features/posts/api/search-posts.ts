import type { FeedPage } from '@circles/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { postsKeys } from '../../../api/posts/keys';
import { api } from '../../../lib/api-client';

/** GET /api/feed/search?q=&cursor= → posts the viewer may see whose words match, best match first. */
export const searchPosts = ({
  text,
  cursor,
  signal,
}: {
  text: string;
  cursor?: string;
  signal?: AbortSignal;
}): Promise<FeedPage> => api.get<FeedPage>('/feed/search', { query: { q: text, cursor }, signal });

export const searchPostsQueryOptions = (text: string) =>
  infiniteQueryOptions({
    queryKey: postsKeys.search(text),
    queryFn: ({ pageParam, signal }) => searchPosts({ text, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useSearchPosts = (text: string) =>
  useInfiniteQuery({ ...searchPostsQueryOptions(text), enabled: text.length > 0 });
