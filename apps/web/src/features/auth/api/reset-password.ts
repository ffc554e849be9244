import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ResetPasswordInput = { token: string; newPassword: string };

/** POST /api/auth/reset-password { token, newPassword } → 200 (other sessions end), or 400 INVALID_TOKEN. */
export const resetPassword = (body: ResetPasswordInput) =>
  api.post<{ status: boolean }>('/auth/reset-password', body);

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });

export const useResetPassword = () => useMutation(resetPasswordMutationOptions());
