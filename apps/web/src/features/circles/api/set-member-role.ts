import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesKeys } from '../../../api/circles/keys';
import { api } from '../../../lib/api-client';

type RoleChange = { circleId: string; userId: string; role: 'moderator' | 'member' };

/** PUT /api/roles/circles/:circleId/:userId { role }: the owner names a moderator, or makes one a member again. */
export const setMemberRole = ({ circleId, userId, role }: RoleChange): Promise<unknown> =>
  api.put(`/roles/circles/${encodeURIComponent(circleId)}/${encodeURIComponent(userId)}`, { role });

export const setMemberRoleMutationOptions = () =>
  mutationOptions({ mutationKey: [...circlesKeys.all, 'set-member-role'], mutationFn: setMemberRole });

export function useSetMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setMemberRoleMutationOptions(),
    onSuccess: (_result, { circleId }) =>
      queryClient.invalidateQueries({ queryKey: circlesKeys.members(circleId) }),
  });
}
