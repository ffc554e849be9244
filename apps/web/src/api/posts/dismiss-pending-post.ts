import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { postsKeys } from './keys';

/** DELETE /api/posts/pending/:id: withdraws a post still processing, or dismisses one that failed (issue #52). */
export const dismissPendingPost = (pendingId: string) =>
  api.delete(`/posts/pending/${encodeURIComponent(pendingId)}`);

export function useDismissPendingPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...postsKeys.pending(), 'dismiss'],
    mutationFn: dismissPendingPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsKeys.pending() }),
  });
}
