import { type VerificationStatusAnswer, verificationMessages } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verificationStatusKey } from '../../../api/verification/get-verification-status';
import { apiUpload } from '../../../lib/api-client';

export type VerificationRequestInput = { photo: File; note: string };

/**
 * POST /api/verification/requests as multipart (the identity photo and the note) → the member's new status.
 * The server checks the bytes and keeps the photo privately.
 */
export async function requestVerification(
  input: VerificationRequestInput,
): Promise<VerificationStatusAnswer> {
  const form = new FormData();
  form.set('photo', input.photo);
  if (input.note.trim()) form.set('note', input.note);
  return apiUpload<VerificationStatusAnswer>('/verification/requests', form, {
    failedMessage: verificationMessages.requestFailed,
  });
}

export function useRequestVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestVerification,
    onSuccess: (status) => queryClient.setQueryData(verificationStatusKey, status),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: verificationStatusKey }),
  });
}
