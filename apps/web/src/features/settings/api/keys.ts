import { sessionRootKey } from '../../../lib/session';

/** The member's passkeys (issue #18), under the session root: sign-in and sign-out drop them. */
export const passkeysKeys = {
  all: [...sessionRootKey, 'passkeys'] as const,
};
