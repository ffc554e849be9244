import type { MemberStanding } from '@circles/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { moderationKeys } from './keys';

/** GET /api/moderation/members/:userId → the member's site role and any suspension in force (site moderators). */
export const getMemberStanding = (userId: string, signal?: AbortSignal): Promise<MemberStanding> =>
  api.get<MemberStanding>(`/moderation/members/${encodeURIComponent(userId)}`, { signal });

export const useMemberStanding = (userId: string) =>
  useQuery({
    queryKey: moderationKeys.member(userId),
    queryFn: ({ signal }) => getMemberStanding(userId, signal),
  });
