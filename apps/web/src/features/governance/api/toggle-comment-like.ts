import type { LikeState } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { governanceKeys } from './keys';

/** POST /api/governance/comments/:id/like → { liked, count } (one like per member). */
export const toggleCommentLike = (commentId: string) =>
  api.post<LikeState>(`/governance/comments/${encodeURIComponent(commentId)}/like`, {});

export const toggleCommentLikeMutationOptions = () =>
  mutationOptions({ mutationKey: ['governance', 'like'], mutationFn: toggleCommentLike });

/** The top comment may change with a like: the policies and discussions are refetched. */
export const useToggleCommentLike = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...toggleCommentLikeMutationOptions(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: governanceKeys.all }),
  });
};
