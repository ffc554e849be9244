import type { SaveWallInput, Wall } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { wallKeys } from './keys';

/** PUT /api/walls/me { version, background, elements } → the saved wall; a stale version answers 409. */
export const saveWall = (input: SaveWallInput): Promise<Wall> => api.put<Wall>('/walls/me', input);

export function useSaveWall(ownerKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...wallKeys.all, 'save'],
    mutationFn: saveWall,
    onSuccess: (wall) => queryClient.setQueryData(wallKeys.wall(ownerKey), wall),
  });
}
