import type { MemberConnection } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /api/members/:handle/connections → the members sharing a circle (other than world) with them. */
export const getMemberConnections = (handle: string, signal?: AbortSignal): Promise<MemberConnection[]> =>
  api.get<MemberConnection[]>(`/members/${encodeURIComponent(handle)}/connections`, { signal });

export const memberConnectionsQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: profileKeys.connections(handle),
    queryFn: ({ signal }) => getMemberConnections(handle, signal),
  });

export const useMemberConnections = (handle: string) => useQuery(memberConnectionsQueryOptions(handle));
