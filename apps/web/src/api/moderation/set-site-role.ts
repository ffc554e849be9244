import type { SiteRole, SiteRoleSet } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { moderationKeys } from './keys';

type SiteRoleChange = { userId: string; role: SiteRole };

/** PUT /api/roles/site/:userId { role }: an admin names a member, moderator or admin (issue #17). */
export const setSiteRole = ({ userId, role }: SiteRoleChange): Promise<SiteRoleSet> =>
  api.put<SiteRoleSet>(`/roles/site/${encodeURIComponent(userId)}`, { role });

export function useSetSiteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSiteRole,
    onSuccess: (_result, { userId }) =>
      queryClient.invalidateQueries({ queryKey: moderationKeys.member(userId) }),
  });
}
