import type { CreatedInvitation } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invitationsKeys } from './keys';

/** POST /api/invitations → a new link ({ url, token, expiresAt }); its URL is shown this once. */
export const createInvitation = (): Promise<CreatedInvitation> =>
  api.post<CreatedInvitation>('/invitations', undefined);

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKeys.all }),
  });
}
