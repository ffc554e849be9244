import type { ResetRequestInput } from '@circles/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/request-password-reset { email } → 200, the same for unknown emails; mails the reset link. */
export const requestPasswordReset = ({ email }: ResetRequestInput) =>
  api.post<{ status: boolean; message?: string }>('/auth/request-password-reset', { email });

export const requestPasswordResetMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'request-password-reset'], mutationFn: requestPasswordReset });

export const useRequestPasswordReset = () => useMutation(requestPasswordResetMutationOptions());
