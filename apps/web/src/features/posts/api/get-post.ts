import { type Post, postSchema } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postsKeys } from '../../../api/posts/keys';
import { api } from '../../../lib/api-client';

/** GET /api/feed/circles/:circleId/posts/:postId → the post (404 'Post not found' or 'Circle not found'). */
export const getPost = ({
  circleId,
  postId,
  signal,
}: {
  circleId: string;
  postId: string;
  signal?: AbortSignal;
}): Promise<Post> =>
  api.get(`/feed/circles/${encodeURIComponent(circleId)}/posts/${encodeURIComponent(postId)}`, {
    schema: postSchema,
    signal,
  });

export const postQueryOptions = (circleId: string, postId: string) =>
  queryOptions({
    queryKey: postsKeys.detail(circleId, postId),
    queryFn: ({ signal }) => getPost({ circleId, postId, signal }),
    retry: false,
  });

export const usePost = (circleId: string, postId: string) =>
  useQuery({ ...postQueryOptions(circleId, postId), enabled: Boolean(circleId && postId) });
