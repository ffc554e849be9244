import type { PendingPosts } from '@circles/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { postsKeys } from './keys';

/** GET /api/posts/pending → the viewer's posts waiting for their media, with progress (issue #52). */
export const getPendingPosts = (): Promise<PendingPosts> => api.get<PendingPosts>('/posts/pending');

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
 * The pending posts this tab created, kept across page loads: a post may be published between a page's feed and
 * its first look at the pending list, and must then still bring the feed up to date.
 */
const storageKey = 'circles:pending-posts';
const readRemembered = (): string[] => {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as string[];
  } catch {
    return [];
  }
};
const writeRemembered = (ids: string[]) => {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(ids));
  } catch {}
};

/** A post the author just sent that waits for its media (create-post's 202). */
export const rememberPendingPost = (id: string) => writeRemembered([...readRemembered(), id]);

/**
 * The viewer's pending posts. When one this tab sent or saw processing leaves the list (published), the feeds are
 * read again so it shows there.
 */
export function usePendingPosts() {
  const queryClient = useQueryClient();
  const query = useQuery(pendingPostsQueryOptions());
  const data = query.data;
  useEffect(() => {
    if (!data) return;
    const listed = data.pending.filter((post) => post.state === 'processing').map((post) => post.id);
    // Whatever this tab sent or saw processing and is no longer listed was published (or failed).
    const published = readRemembered().filter((id) => !listed.includes(id));
    writeRemembered(listed);
    if (published.length > 0) void queryClient.invalidateQueries({ queryKey: [...postsKeys.all, 'feed'] });
  }, [data, queryClient]);
  return query;
}
