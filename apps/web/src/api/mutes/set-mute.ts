import type { Mutes } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { postsKeys } from '../posts/keys';
import { mutesKeys } from './keys';

export type MuteTarget = { kind: 'members' | 'circles'; id: string };
export type MuteChange = MuteTarget & { muted: boolean };

/** PUT (mute) or DELETE (unmute) /api/mutes/{members|circles}/:id → the new lists. */
export const setMute = ({ kind, id, muted }: MuteChange): Promise<Mutes> => {
  const path = `/mutes/${kind}/${encodeURIComponent(id)}`;
  return muted ? api.put<Mutes>(path, {}) : api.delete<Mutes>(path);
};

/** Mutes or unmutes, then refetches every feed (posts leave or come back) and keeps the new lists. */
export function useSetMute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...mutesKeys.all, 'set'],
    mutationFn: setMute,
    onSuccess: (mutes) => {
      queryClient.setQueryData(mutesKeys.all, mutes);
      // Every post feed lives under postsKeys.all.
      void queryClient.invalidateQueries({ queryKey: postsKeys.all });
    },
    onError: (error) => console.error('Failed to change a mute', error),
  });
}
