import type { MemberProfile } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /api/members/:handle → the header, and whether (and how much) the viewer may see beyond it. */
export const getMemberProfile = (handle: string, signal?: AbortSignal): Promise<MemberProfile> =>
  api.get<MemberProfile>(`/members/${encodeURIComponent(handle)}`, { signal });

export const memberProfileQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: profileKeys.member(handle),
    queryFn: ({ signal }) => getMemberProfile(handle, signal),
    enabled: handle !== '',
  });

export const useMemberProfile = (handle: string) => useQuery(memberProfileQueryOptions(handle));
