import { passkeyCodeMessages, passkeyMessages } from '@circles/contracts';
import { useSyncExternalStore } from 'react';
import { ApiRequestError, getErrorMessage } from './api-client';

/**
 * Passkeys in this browser (issue #18): whether it can use them, what to say when a ceremony fails, a name for a new
 * one. The ceremonies are API calls: api/passkeys/sign-in-with-passkey.ts (the auth screen, and confirming an
 * account deletion in settings) and settings' api/add-passkey.ts.
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

/* eslint-disable lingui/no-unlocalized-strings -- product names, the same in every language */
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
/* eslint-enable lingui/no-unlocalized-strings */

/** The browser and system this device runs (product names, the same in every language), when known. */
export function thisDevice(userAgent = navigator.userAgent): { browser?: string; system?: string } {
  return {
    browser: browsers.find(([pattern]) => pattern.test(userAgent))?.[1],
    system: systems.find(([pattern]) => pattern.test(userAgent))?.[1],
  };
}
