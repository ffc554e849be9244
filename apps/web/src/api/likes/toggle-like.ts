import type { LikeableType, LikeState } from '@circles/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export type LikeTarget = { likeableType: LikeableType; likeableId: string };

/** POST /api/likes/toggle { likeableType, likeableId } → { liked, count } (one like per member and item). */
export const toggleLike = (target: LikeTarget): Promise<LikeState> =>
  api.post<LikeState>('/likes/toggle', target);

export const toggleLikeMutationOptions = () =>
  mutationOptions({ mutationKey: ['likes', 'toggle'], mutationFn: toggleLike });

export const useToggleLike = () => useMutation(toggleLikeMutationOptions());
