import { type MemberConnection, memberConnectionSchema } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

const connectionsSchema = memberConnectionSchema.array();

/** GET /api/members/:handle/connections → the members sharing a circle (other than world) with them. */
export const getMemberConnections = (handle: string, signal?: AbortSignal): Promise<MemberConnection[]> =>
  api.get(`/members/${encodeURIComponent(handle)}/connections`, { schema: connectionsSchema, signal });

export const memberConnectionsQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: profileKeys.connections(handle),
    queryFn: ({ signal }) => getMemberConnections(handle, signal),
  });

export const useMemberConnections = (handle: string) => useQuery(memberConnectionsQueryOptions(handle));
