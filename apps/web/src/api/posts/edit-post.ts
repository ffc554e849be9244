import type { EditPostInput, Post } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { postsKeys } from './keys';
import { replaceCachedPost } from './posts-cache';

/** PATCH /api/posts/:postId { content } → the post with its new text (the author only). */
export const editPost = ({ postId, content }: EditPostInput & { postId: string }): Promise<Post> =>
  api.patch<Post>(`/posts/${encodeURIComponent(postId)}`, { content });

export function useEditPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...postsKeys.all, 'edit'],
    mutationFn: editPost,
    onSuccess: (post) => {
      replaceCachedPost(queryClient, post);
      // Favorites and the circle's link count show it too: refetch them when next seen.
      void queryClient.invalidateQueries({ queryKey: ['favorites'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['circles', 'detail', post.circle.id] });
    },
  });
}
