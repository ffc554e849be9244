import type { CommentsPage } from '@circles/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { commentsKeys } from './keys';

/**
 * GET /api/posts/:postId/comments?cursor= → 3 top-level comments, newest first, each with its replies (oldest
 * first), the total of top-level comments not removed, and the next cursor.
 */
export const getComments = ({
  postId,
  cursor,
  signal,
}: {
  postId: string;
  cursor?: string;
  signal?: AbortSignal;
}): Promise<CommentsPage> =>
  api.get<CommentsPage>(`/posts/${encodeURIComponent(postId)}/comments`, {
    query: { cursor },
    signal,
  });

export const commentsQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: commentsKeys.list(postId),
    queryFn: ({ pageParam, signal }) => getComments({ postId, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** `firstPage`: the first page as the post's page brought it, so the list asks only for the pages after it. */
export const useComments = (postId: string, firstPage?: CommentsPage) =>
  useInfiniteQuery({
    ...commentsQueryOptions(postId),
    enabled: Boolean(postId),
    initialData: firstPage ? { pages: [firstPage], pageParams: [undefined] } : undefined,
  });
