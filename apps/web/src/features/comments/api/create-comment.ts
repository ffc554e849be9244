import type { Reply } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterCommentChange } from '../lib/comments-cache';
import { commentsKeys } from './keys';

export type CreateCommentInput = { postId: string; content: string; parentId?: string | null };

/**
 * POST /api/posts/:postId/comments { content, parentId? } → 201 the new comment. A reply to a reply is attached
 * to its top-level comment by the server.
 */
export const createComment = ({ postId, content, parentId }: CreateCommentInput): Promise<Reply> =>
  api.post<Reply>(
    `/posts/${encodeURIComponent(postId)}/comments`,
    { content, parentId: parentId ?? null },
    {},
  );

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...commentsKeys.all, 'create'],
    mutationFn: createComment,
    // docs/product.md §Messages: comment errors are logged.
    onError: (error) => console.error('Failed to add comment', error),
    onSuccess: (_comment, input) => invalidateAfterCommentChange(queryClient, input.postId),
  });
}
