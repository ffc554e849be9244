import { passkeyMessages } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { canUsePasskeys, thisDevice } from '../../../lib/passkeys';
import { passkeysKeys } from './keys';

/** GET registration options for the signed-in member, create the credential, POST it back under `name`. */
async function registerPasskey(name: string, accountName: string) {
  if (!canUsePasskeys()) throw new Error(passkeyMessages.unsupported);
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = await api.get<PublicKeyCredentialCreationOptionsJSON>(
    '/auth/passkey/generate-register-options',
    { query: { name: accountName } },
  );
  const response = await startRegistration({ optionsJSON });
  return api.post<unknown>('/auth/passkey/verify-registration', { response, name });
}

/**
 * Adds a passkey made by this device's authenticator (the registration ceremony: options, the browser's
 * prompt, verification), named after the browser and system; the list is read again after.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  // Its label in the member's language ('Chrome on Linux'); they can tell their passkeys apart by it.
  const describeThisDevice = () => {
    const { browser = t`Browser`, system } = thisDevice();
    return system ? t`${browser} on ${system}` : t`${browser} on this device`;
  };
  return useMutation({
    mutationFn: (accountName: string) => registerPasskey(describeThisDevice(), accountName),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKeys.all }),
  });
}
