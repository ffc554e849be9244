import type { VerificationDecision } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { verificationKeys } from './keys';

/** POST /api/verification/requests/:id/reject { reason } → the member reads the reason; the photo is deleted. */
export const rejectVerification = ({
  id,
  reason,
}: {
  id: string;
  reason: string;
}): Promise<VerificationDecision> =>
  api.post<VerificationDecision>(`/verification/requests/${encodeURIComponent(id)}/reject`, { reason }, {});

export function useRejectVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectVerification,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}
