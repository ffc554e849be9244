import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passkeysKeys } from './keys';

/** POST /api/auth/passkey/delete-passkey { id }: the passkey no longer signs the member in. */
export const removePasskey = (id: string) => api.post<unknown>('/auth/passkey/delete-passkey', { id });

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKeys.all }),
  });
}
