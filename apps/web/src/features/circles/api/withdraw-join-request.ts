import type { Circle } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesKeys } from '../../../api/circles/keys';
import { api } from '../../../lib/api-client';

/** DELETE /api/circles/:id/join-requests/mine → the circle as the viewer now sees it (Ask to join again). */
export const withdrawJoinRequest = (circleId: string): Promise<Circle> =>
  api.delete<Circle>(`/circles/${encodeURIComponent(circleId)}/join-requests/mine`);

export const withdrawJoinRequestMutationOptions = () =>
  mutationOptions({
    mutationKey: [...circlesKeys.all, 'withdraw-join-request'],
    mutationFn: withdrawJoinRequest,
  });

export function useWithdrawJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    ...withdrawJoinRequestMutationOptions(),
    onSuccess: (circle, circleId) => queryClient.setQueryData(circlesKeys.detail(circleId), circle),
  });
}
