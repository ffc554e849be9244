import type { Circle } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesKeys } from '../../../api/circles/keys';
import { api } from '../../../lib/api-client';

type LeaveResult = { circle: Circle | null };

/**
 * POST /api/circles/:id/leave → { circle }: what the viewer still sees, or null once a private circle is out of
 * reach. Also how a pending invitation is denied. 'world' and personal circles answer 400.
 */
export const leaveCircle = (circleId: string): Promise<LeaveResult> =>
  api.post<LeaveResult>(`/circles/${encodeURIComponent(circleId)}/leave`, {});

export const leaveCircleMutationOptions = () =>
  mutationOptions({ mutationKey: [...circlesKeys.all, 'leave'], mutationFn: leaveCircle });

/**
 * Leave (or Deny), then refetch the circles queries. A circle now out of reach is only marked stale: refetching
 * it here would answer 404 on the page that is about to navigate away; the next visit asks again.
 */
export function useLeaveCircle() {
  const queryClient = useQueryClient();
  return useMutation({
    ...leaveCircleMutationOptions(),
    onSuccess: async ({ circle }, circleId) => {
      if (circle) {
        queryClient.setQueryData(circlesKeys.detail(circleId), circle);
        await queryClient.invalidateQueries({ queryKey: circlesKeys.all });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: circlesKeys.detail(circleId), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: circlesKeys.list() });
    },
  });
}
