import { messages } from '@circles/contracts';
import { ApiRequestError } from './api-client';

const errorText = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return '';
};

/** SPEC §8 'Backend error translation': the user-facing text for a backend error, chosen by its text. */
export function translateErrorMessage(error: unknown): string {
  const text = errorText(error);
  if (text.includes('Invalid login credentials')) return messages.backend.invalidCredentials;
  if (text.includes('Email not confirmed')) return messages.backend.emailNotConfirmed;
  if (/rate limit/i.test(text) || (error instanceof ApiRequestError && error.status === 429)) {
    return messages.backend.rateLimit;
  }
  // The api client already turns fetch's TypeError into a network ApiRequestError; both count.
  const isNetwork = error instanceof ApiRequestError && error.isNetworkError;
  if (isNetwork || text.includes('Failed to fetch') || text.includes('NetworkError'))
    return messages.backend.network;
  return messages.backend.unexpected;
}

/** Logs the original error and returns the translated one, for callers to throw or show. */
export function translateError(error: unknown): Error {
  console.error(error);
  return new Error(translateErrorMessage(error), { cause: error });
}
