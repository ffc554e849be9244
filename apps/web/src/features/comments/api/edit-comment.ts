import type { Reply } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterCommentChange } from '../lib/comments-cache';
import { commentsKeys } from './keys';

export type EditCommentInput = { commentId: string; content: string };

/** PATCH /api/comments/:commentId { content } → the comment, now marked edited (its author only). */
export const editComment = ({ commentId, content }: EditCommentInput): Promise<Reply> =>
  api.patch<Reply>(`/comments/${encodeURIComponent(commentId)}`, { content });

export function useEditComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...commentsKeys.all, 'edit'],
    mutationFn: editComment,
    onError: (error) => console.error('Failed to edit comment', error),
    onSuccess: () => invalidateAfterCommentChange(queryClient, postId),
  });
}
