import type { InvitationList } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invitationsKeys } from './keys';

/** DELETE /api/invitations/:id → the list without the revoked link; 409 once it was used. */
export const revokeInvitation = (id: string): Promise<InvitationList> =>
  api.delete<InvitationList>(`/invitations/${encodeURIComponent(id)}`);

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: (list) => queryClient.setQueryData(invitationsKeys.all, list),
    onError: () => queryClient.invalidateQueries({ queryKey: invitationsKeys.all }),
  });
}
