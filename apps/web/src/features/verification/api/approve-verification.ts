import type { VerificationDecision } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { verificationKeys } from './keys';

/** POST /api/verification/requests/:id/approve → the member is verified and told; the photo is deleted. */
export const approveVerification = (id: string): Promise<VerificationDecision> =>
  api.post<VerificationDecision>(`/verification/requests/${encodeURIComponent(id)}/approve`, {}, {});

export function useApproveVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveVerification,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}
