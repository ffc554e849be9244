import { passkeyMessages } from '@circles/contracts';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../../lib/api-client';
import { canUsePasskeys } from '../../lib/passkeys';

// The passkey ceremonies run without better-auth's client (docs/decisions/0049): the WebAuthn helper loads only
// when one starts.

export type PasskeySignIn = { user: { id: string } };

/** GET the challenge, let the authenticator sign it, POST it back: a new session cookie for the passkey's owner. */
export async function signInWithPasskey(): Promise<PasskeySignIn> {
  if (!canUsePasskeys()) throw new Error(passkeyMessages.unsupported);
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = await api.get<PublicKeyCredentialRequestOptionsJSON>(
    '/auth/passkey/generate-authenticate-options',
  );
  const response = await startAuthentication({ optionsJSON });
  return api.post<PasskeySignIn>('/auth/passkey/verify-authentication', { response });
}
