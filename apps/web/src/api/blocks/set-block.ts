import type { Blocks } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { blocksKeys } from './keys';

export type BlockChange = { userId: string; blocked: boolean };

/** PUT (block) or DELETE (unblock) /api/blocks/members/:userId → the new list. */
export const setBlock = ({ userId, blocked }: BlockChange): Promise<Blocks> => {
  const path = `/blocks/members/${encodeURIComponent(userId)}`;
  return blocked ? api.put<Blocks>(path, {}) : api.delete<Blocks>(path);
};

/**
 * Blocks or unblocks, then refetches what a block changes: every feed and comment thread, profiles, search,
 * circles (invitations between the two are gone) and notifications.
 */
export function useSetBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...blocksKeys.all, 'set'],
    mutationFn: setBlock,
    onSuccess: (blocks) => {
      queryClient.setQueryData(blocksKeys.all, blocks);
      for (const root of ['posts', 'comments', 'members', 'search', 'circles', 'notifications'])
        void queryClient.invalidateQueries({ queryKey: [root] });
    },
    onError: (error) => console.error('Failed to change a block', error),
  });
}
