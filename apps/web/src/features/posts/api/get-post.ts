import type { PostPage } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postsKeys } from '../../../api/posts/keys';
import { api } from '../../../lib/api-client';

/**
 * GET /api/feed/circles/:circleId/posts/:postId/page → the post and the first page of its comments, in one
 * request (404 'Post not found' or 'Circle not found').
 */
export const getPostPage = ({
  circleId,
  postId,
  signal,
}: {
  circleId: string;
  postId: string;
  signal?: AbortSignal;
}): Promise<PostPage> =>
  api.get<PostPage>(
    `/feed/circles/${encodeURIComponent(circleId)}/posts/${encodeURIComponent(postId)}/page`,
    {
      signal,
    },
  );

export const postPageQueryOptions = (circleId: string, postId: string) =>
  queryOptions({
    queryKey: postsKeys.detail(circleId, postId),
    queryFn: ({ signal }) => getPostPage({ circleId, postId, signal }),
    retry: false,
  });

export const usePostPage = (circleId: string, postId: string) =>
  useQuery({ ...postPageQueryOptions(circleId, postId), enabled: Boolean(circleId && postId) });
