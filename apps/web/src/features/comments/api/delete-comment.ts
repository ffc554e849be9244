import type { Reply } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterCommentChange } from '../lib/comments-cache';
import { commentsKeys } from './keys';

/** DELETE /api/comments/:commentId → the comment, removed (soft delete by its author; replies stay). */
export const deleteComment = (commentId: string): Promise<Reply> =>
  api.delete<Reply>(`/comments/${encodeURIComponent(commentId)}`);

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...commentsKeys.all, 'delete'],
    mutationFn: deleteComment,
    onError: (error) => console.error('Failed to delete comment', error),
    onSuccess: () => invalidateAfterCommentChange(queryClient, postId),
  });
}
