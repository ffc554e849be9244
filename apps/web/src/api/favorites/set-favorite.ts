import type { FavoriteState } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { postsKeys } from '../posts/keys';
import { favoritesKeys } from './keys';

export type SetFavoriteInput = { postId: string; saved: boolean };

/** PUT /api/favorites/:postId saves, DELETE removes → { saved, count }. */
export const setFavorite = ({ postId, saved }: SetFavoriteInput): Promise<FavoriteState> => {
  const path = `/favorites/${encodeURIComponent(postId)}`;
  return saved ? api.put<FavoriteState>(path, {}) : api.delete<FavoriteState>(path);
};

export const setFavoriteMutationOptions = () =>
  mutationOptions({ mutationKey: ['favorites', 'set'], mutationFn: setFavorite });

/**
 * Keeps the sidebar count from the answer and refetches the saved list. Cached feeds and posts are marked stale
 * (not refetched now), so a card elsewhere shows the new state when next shown.
 */
export const useSetFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...setFavoriteMutationOptions(),
    onSuccess: (state) => {
      queryClient.setQueryData(favoritesKeys.count(), { count: state.count });
      void queryClient.invalidateQueries({ queryKey: favoritesKeys.list() });
      void queryClient.invalidateQueries({ queryKey: postsKeys.all, refetchType: 'none' });
    },
  });
};
