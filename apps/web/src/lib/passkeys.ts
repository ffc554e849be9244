import { passkeyCodeMessages, passkeyMessages } from '@circles/contracts';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useSyncExternalStore } from 'react';
import { ApiRequestError, api, getErrorMessage } from './api-client';

/**
 * Passkey ceremonies (issue #18) against better-auth's passkey endpoints. Sign-in (the auth screen) and
 * confirming an account deletion (settings) both use them. The WebAuthn helper loads only when a ceremony starts.
 */
export const canUsePasskeys = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

const subscribeNever = () => () => {};

/**
 * `canUsePasskeys` for rendering: the server's markup assumes support, and React re-renders after hydration
 * where the browser has none, so the two never disagree (issue #41: /settings threw React's error #418).
 */
export const useCanUsePasskeys = () => useSyncExternalStore(subscribeNever, canUsePasskeys, () => true);

/** The browser's own refusal (the member cancelled, or the prompt timed out) versus everything else. */
const isCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** What to tell the member when a ceremony failed. */
export function passkeyErrorMessage(error: unknown, fallback: string) {
  if (isCancelled(error)) return passkeyMessages.cancelled;
  if (error instanceof ApiRequestError && error.code && passkeyCodeMessages[error.code])
    return passkeyCodeMessages[error.code] as string;
  if (error instanceof Error && error.name === 'InvalidStateError') return passkeyMessages.alreadyAdded;
  return getErrorMessage(error, fallback);
}

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

/** GET registration options for the signed-in member, create the credential, POST it back under `name`. */
export async function registerPasskey(name: string, accountName: string) {
  if (!canUsePasskeys()) throw new Error(passkeyMessages.unsupported);
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = await api.get<PublicKeyCredentialCreationOptionsJSON>(
    '/auth/passkey/generate-register-options',
    { query: { name: accountName } },
  );
  const response = await startRegistration({ optionsJSON });
  return api.post<unknown>('/auth/passkey/verify-registration', { response, name });
}

const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux|CrOS/, 'Linux'],
];

/** A label for a new passkey from the browser and system it was made on ('Chrome on Linux'). */
export function describeThisDevice(userAgent = navigator.userAgent) {
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Browser';
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'this device';
  return `${browser} on ${system}`;
}
