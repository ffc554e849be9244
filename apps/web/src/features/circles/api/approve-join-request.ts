import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesKeys } from '../../../api/circles/keys';
import { api } from '../../../lib/api-client';

type Decision = { circleId: string; userId: string };

/** POST /api/circles/:id/join-requests/:userId/approve → the requester is a member. */
export const approveJoinRequest = ({ circleId, userId }: Decision): Promise<unknown> =>
  api.post(
    `/circles/${encodeURIComponent(circleId)}/join-requests/${encodeURIComponent(userId)}/approve`,
    {},
  );

export const approveJoinRequestMutationOptions = () =>
  mutationOptions({
    mutationKey: [...circlesKeys.all, 'approve-join-request'],
    mutationFn: approveJoinRequest,
  });

/** Approve, then refetch the circle: its requests, members and member count all changed. */
export function useApproveJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    ...approveJoinRequestMutationOptions(),
    onSuccess: (_result, { circleId }) =>
      queryClient.invalidateQueries({ queryKey: circlesKeys.detail(circleId) }),
  });
}
