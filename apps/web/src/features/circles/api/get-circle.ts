import type { Circle } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { circlesKeys } from '../../../api/circles/keys';
import { api } from '../../../lib/api-client';

/**
 * GET /api/circles/:id → one circle ('favorites' is the viewer's own Favorites).
 * 404 'Circle not found' for a missing circle and for a private one the viewer may not see.
 */
export const getCircle = (circleId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Circle> =>
  api.get<Circle>(`/circles/${encodeURIComponent(circleId)}`, { signal });

export const circleQueryOptions = (circleId: string) =>
  queryOptions({
    queryKey: circlesKeys.detail(circleId),
    queryFn: ({ signal }) => getCircle(circleId, { signal }),
  });

export const useCircle = (circleId: string) => useQuery(circleQueryOptions(circleId));
