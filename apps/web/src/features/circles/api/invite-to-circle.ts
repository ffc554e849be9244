import type { InviteResult, InviteToCircleInput } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesKeys } from '../../../api/circles/keys';
import { api } from '../../../lib/api-client';

export type InviteToCircleVariables = { circleId: string; input: InviteToCircleInput };

/**
 * POST /api/circles/:id/invitations { userIds?, email? } → 201 { invited, alreadyIn }: the people become pending
 * members. Unknown email: 404 "User not found by email: '{email}'".
 */
export const inviteToCircle = ({ circleId, input }: InviteToCircleVariables): Promise<InviteResult> =>
  api.post<InviteResult>(`/circles/${encodeURIComponent(circleId)}/invitations`, input);

export const inviteToCircleMutationOptions = () =>
  mutationOptions({ mutationKey: [...circlesKeys.all, 'invite'], mutationFn: inviteToCircle });

export function useInviteToCircle() {
  const queryClient = useQueryClient();
  return useMutation({
    ...inviteToCircleMutationOptions(),
    onSuccess: async (_result, { circleId }) => {
      await queryClient.invalidateQueries({ queryKey: circlesKeys.inviteCandidates(circleId) });
    },
  });
}
