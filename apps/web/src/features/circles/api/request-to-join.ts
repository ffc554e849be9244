import type { Circle } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesKeys } from '../../../api/circles/keys';
import { api } from '../../../lib/api-client';

type RequestToJoinInput = { circleId: string; message: string };

/** POST /api/circles/:id/join-requests { message? } → the circle as the requester now sees it ('Request pending'). */
export const requestToJoin = ({ circleId, message }: RequestToJoinInput): Promise<Circle> =>
  api.post<Circle>(
    `/circles/${encodeURIComponent(circleId)}/join-requests`,
    { message: message.trim() || undefined },
    {},
  );

export const requestToJoinMutationOptions = () =>
  mutationOptions({ mutationKey: [...circlesKeys.all, 'request-to-join'], mutationFn: requestToJoin });

export function useRequestToJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    ...requestToJoinMutationOptions(),
    onSuccess: (circle, { circleId }) => queryClient.setQueryData(circlesKeys.detail(circleId), circle),
  });
}
