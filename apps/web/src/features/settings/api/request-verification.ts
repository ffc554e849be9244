import {
  apiErrorSchema,
  type VerificationStatusAnswer,
  verificationMessages,
  verificationStatusSchema,
} from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verificationStatusKey } from '../../../api/verification/get-verification-status';
import { ApiRequestError } from '../../../lib/api-client';

export type VerificationRequestInput = { photo: File; note: string };

/**
 * POST /api/verification/requests as multipart (the identity photo and the note) → the member's new status.
 * Not JSON, so it bypasses the JSON client; the server checks the bytes and keeps the photo privately.
 */
export async function requestVerification(
  input: VerificationRequestInput,
): Promise<VerificationStatusAnswer> {
  const form = new FormData();
  form.set('photo', input.photo);
  if (input.note.trim()) form.set('note', input.note);
  let response: Response;
  try {
    response = await fetch('/api/verification/requests', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch (error) {
    throw new ApiRequestError(0, verificationMessages.requestFailed, { cause: error });
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    throw new ApiRequestError(
      response.status,
      parsed.success ? parsed.data.message : verificationMessages.requestFailed,
      parsed.success ? { code: parsed.data.code, fieldErrors: parsed.data.fieldErrors } : {},
    );
  }
  return verificationStatusSchema.parse(data);
}

export function useRequestVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestVerification,
    onSuccess: (status) => queryClient.setQueryData(verificationStatusKey, status),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: verificationStatusKey }),
  });
}
