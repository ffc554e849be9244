import { type PendingPosts, pendingPostsSchema } from '@circles/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api-client';
import { postsKeys } from './keys';

/** GET /api/posts/pending → the viewer's posts waiting for their media, with progress (issue #52). */
export const getPendingPosts = (): Promise<PendingPosts> =>
  api.get('/posts/pending', { schema: pendingPostsSchema });

/** How often the author's processing posts are asked after: progress moves, and a post appears when ready. */
const processingPollMs = 2000;

export const pendingPostsQueryOptions = () =>
  queryOptions({
    queryKey: postsKeys.pending(),
    queryFn: getPendingPosts,
    // Asked again only while something is processing; nothing to ask after otherwise.
    refetchInterval: (query) =>
      query.state.data?.pending.some((post) => post.state === 'processing') ? processingPollMs : false,
  });

/**
 * The viewer's pending posts. When one leaves the list (published), the feeds are read again so it shows there.
 */
export function usePendingPosts() {
  const queryClient = useQueryClient();
  const query = useQuery(pendingPostsQueryOptions());
  const processing = query.data?.pending.filter((post) => post.state === 'processing').map((post) => post.id);
  const previous = useRef<string[]>([]);
  useEffect(() => {
    const now = processing ?? [];
    const published = previous.current.some((id) => !now.includes(id));
    previous.current = now;
    if (published) void queryClient.invalidateQueries({ queryKey: [...postsKeys.all, 'feed'] });
  }, [processing, queryClient]);
  return query;
}
