import type { Wall } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { wallKeys } from './keys';

/** GET /api/walls/:userId (or `me`) → the wall; version 0 and no elements when never saved. */
export const getWall = (ownerId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Wall> =>
  api.get<Wall>(`/walls/${encodeURIComponent(ownerId)}`, { signal });

export const wallQueryOptions = (ownerId: string) =>
  queryOptions({
    queryKey: wallKeys.wall(ownerId),
    queryFn: ({ signal }) => getWall(ownerId, { signal }),
    retry: (count, error) => count < 2 && !('status' in error && [403, 404].includes(error.status as number)),
  });

export const useWall = (ownerId: string) => useQuery(wallQueryOptions(ownerId));
