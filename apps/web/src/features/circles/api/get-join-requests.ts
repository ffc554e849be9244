import type { JoinRequest } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { circlesKeys } from '../../../api/circles/keys';
import { api } from '../../../lib/api-client';

/** GET /api/circles/:id/join-requests → the waiting requests, oldest first (owner, moderators, site admins). */
export const getJoinRequests = (
  circleId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<JoinRequest[]> =>
  api.get<JoinRequest[]>(`/circles/${encodeURIComponent(circleId)}/join-requests`, {
    signal,
  });

export const joinRequestsQueryOptions = (circleId: string) =>
  queryOptions({
    queryKey: circlesKeys.joinRequests(circleId),
    queryFn: ({ signal }) => getJoinRequests(circleId, { signal }),
  });

export const useJoinRequests = (circleId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...joinRequestsQueryOptions(circleId), enabled });
