import { sessionRootKey } from '../../lib/session';

/**
 * Query keys of the member's preferences. They belong to the signed-in member, so they live under the session
 * root: sign-in drops them (the next member's are fetched afresh) and sign-out clears them.
 */
export const preferencesKeys = {
  all: [...sessionRootKey, 'preferences'] as const,
};
