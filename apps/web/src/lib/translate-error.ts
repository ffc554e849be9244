import { messages } from '@circles/contracts';
import { ApiRequestError, getErrorMessage } from './api-client';

const errorText = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return '';
};

/** Codes our auth server (better-auth) answers with, mapped to the docs/product.md §Messages rows they stand for. */
const codeMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: messages.backend.invalidCredentials,
  EMAIL_NOT_VERIFIED: messages.backend.emailNotConfirmed,
};

/**
 * docs/product.md §Messages 'Backend error translation' for the rows it names (credentials, unverified email, rate
 * limit, network), recognised by the original texts or by our server's codes and status; null for anything else, so
 * a screen can fall back to its own message.
 */
export function translateKnownError(error: unknown): string | null {
  const text = errorText(error);
  const code = error instanceof ApiRequestError ? error.code : undefined;
  if (code && codeMessages[code]) return codeMessages[code];
  if (text.includes('Invalid login credentials')) return messages.backend.invalidCredentials;
  if (text.includes('Email not confirmed')) return messages.backend.emailNotConfirmed;
  if (/rate limit/i.test(text) || (error instanceof ApiRequestError && error.status === 429)) {
    return messages.backend.rateLimit;
  }
  // The api client already turns fetch's TypeError into a network ApiRequestError; both count.
  const isNetwork = error instanceof ApiRequestError && error.isNetworkError;
  if (isNetwork || text.includes('Failed to fetch') || text.includes('NetworkError'))
    return messages.backend.network;
  return null;
}

/**
 * docs/product.md §Messages 'Backend error translation': the user-facing text for a backend error, chosen by its
 * text.
 */
export function translateErrorMessage(error: unknown): string {
  return translateKnownError(error) ?? messages.backend.unexpected;
}

/** Logs the original error and returns the translated one, for callers to throw or show. */
export function translateError(error: unknown): Error {
  console.error(error);
  return new Error(translateErrorMessage(error), { cause: error });
}

/**
 * What a screen shows for a failed call (docs/product.md §Messages 'Screen messages': 'the error message or
 * <fallback>'): a translated backend error when it is one of the known kinds, else the server's own message, else
 * the fallback.
 */
export function screenErrorMessage(error: unknown, fallback: string): string {
  const known = translateKnownError(error);
  if (known) return known;
  if (error instanceof ApiRequestError) return getErrorMessage(error, fallback);
  return fallback;
}
