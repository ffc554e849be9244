import type { Circle } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesKeys } from '../../../api/circles/keys';
import { api } from '../../../lib/api-client';

/** POST /api/circles/:id/join → the circle as the viewer now sees it (public: anyone; private: invitees). */
export const joinCircle = (circleId: string): Promise<Circle> =>
  api.post<Circle>(`/circles/${encodeURIComponent(circleId)}/join`, {});

export const joinCircleMutationOptions = () =>
  mutationOptions({ mutationKey: [...circlesKeys.all, 'join'], mutationFn: joinCircle });

/**
 * Join, then refetch every circles query (docs/product.md §Behaviour: membership changes are followed by a refetch).
 */
export function useJoinCircle() {
  const queryClient = useQueryClient();
  return useMutation({
    ...joinCircleMutationOptions(),
    onSuccess: async (circle, circleId) => {
      queryClient.setQueryData(circlesKeys.detail(circleId), circle);
      await queryClient.invalidateQueries({ queryKey: circlesKeys.all });
    },
  });
}
