import type { ModerationResult } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { moderationKeys } from './keys';

/** DELETE /api/moderation/suspensions/:userId → the member may sign in again. */
export const liftSuspension = (userId: string): Promise<ModerationResult> =>
  api.delete<ModerationResult>(`/moderation/suspensions/${encodeURIComponent(userId)}`);

export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftSuspension,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
