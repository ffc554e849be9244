import type { CircleMember } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { circlesKeys } from '../../../api/circles/keys';
import { api } from '../../../lib/api-client';

/**
 * GET /api/circles/:id/invite-candidates → the viewer's connections not yet in or invited to the circle.
 * 404 'Failed to fetch invite users, circle not found'; 403 for non-members.
 */
export const getInviteCandidates = (
  circleId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CircleMember[]> =>
  api.get<CircleMember[]>(`/circles/${encodeURIComponent(circleId)}/invite-candidates`, {
    signal,
  });

/** Always fresh: the dialog opens rarely and a stale list could offer people who were just invited. */
export const inviteCandidatesQueryOptions = (circleId: string) =>
  queryOptions({
    queryKey: circlesKeys.inviteCandidates(circleId),
    queryFn: ({ signal }) => getInviteCandidates(circleId, { signal }),
    staleTime: 0,
  });

export const useInviteCandidates = (circleId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...inviteCandidatesQueryOptions(circleId), enabled });
