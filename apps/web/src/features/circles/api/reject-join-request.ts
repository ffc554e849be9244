import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesKeys } from '../../../api/circles/keys';
import { api } from '../../../lib/api-client';

type Rejection = { circleId: string; userId: string; reason: string };

/** POST /api/circles/:id/join-requests/:userId/reject { reason? } → the requester is told, with the reason. */
export const rejectJoinRequest = ({ circleId, userId, reason }: Rejection): Promise<unknown> =>
  api.post(`/circles/${encodeURIComponent(circleId)}/join-requests/${encodeURIComponent(userId)}/reject`, {
    reason: reason.trim() || undefined,
  });

export const rejectJoinRequestMutationOptions = () =>
  mutationOptions({
    mutationKey: [...circlesKeys.all, 'reject-join-request'],
    mutationFn: rejectJoinRequest,
  });

export function useRejectJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    ...rejectJoinRequestMutationOptions(),
    onSuccess: (_result, { circleId }) =>
      queryClient.invalidateQueries({ queryKey: circlesKeys.joinRequests(circleId) }),
  });
}
