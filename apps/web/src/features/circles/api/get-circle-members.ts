import type { CircleMember } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { circlesKeys } from '../../../api/circles/keys';
import { api } from '../../../lib/api-client';

/** GET /api/circles/:id/members → [{ userId, fullName, avatarUrl, manualVerification }] (content viewers only). */
export const getCircleMembers = (
  circleId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CircleMember[]> =>
  api.get<CircleMember[]>(`/circles/${encodeURIComponent(circleId)}/members`, { signal });

export const circleMembersQueryOptions = (circleId: string) =>
  queryOptions({
    queryKey: circlesKeys.members(circleId),
    queryFn: ({ signal }) => getCircleMembers(circleId, { signal }),
  });

export const useCircleMembers = (circleId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...circleMembersQueryOptions(circleId), enabled });
