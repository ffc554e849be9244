import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { postsKeys } from './keys';
import { dropCachedPost } from './posts-cache';

/** DELETE /api/posts/:postId → { deleted, circleId }: the author's post goes with its comments and likes. */
export const deletePost = (postId: string) =>
  api.delete<{ deleted: true; circleId: string }>(`/posts/${encodeURIComponent(postId)}`);

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...postsKeys.all, 'delete'],
    mutationFn: deletePost,
    onSuccess: ({ circleId }, postId) => {
      dropCachedPost(queryClient, postId);
      // Favorites, the circle's counts, profile counts and notifications may all have held it.
      void queryClient.invalidateQueries({ queryKey: ['favorites'] });
      void queryClient.invalidateQueries({ queryKey: ['circles', 'detail', circleId] });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
