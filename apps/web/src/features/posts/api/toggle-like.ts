import { type LikeState, likeStateSchema } from '@circles/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postsKeys } from './keys';

/** POST /api/likes/toggle { likeableType: 'post', likeableId } → { liked, count }. */
export const togglePostLike = (postId: string): Promise<LikeState> =>
  api.post('/likes/toggle', { likeableType: 'post', likeableId: postId }, { schema: likeStateSchema });

export const useTogglePostLike = () =>
  useMutation({ mutationKey: [...postsKeys.all, 'like'], mutationFn: togglePostLike });
