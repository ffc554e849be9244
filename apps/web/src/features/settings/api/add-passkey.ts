import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeThisDevice, registerPasskey } from '../../../lib/passkeys';
import { passkeysKeys } from './keys';

/**
 * Adds a passkey made by this device's authenticator (the registration ceremony: options, the browser's
 * prompt, verification), named after the browser and system; the list is read again after.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountName: string) => registerPasskey(describeThisDevice(), accountName),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKeys.all }),
  });
}
