import { sessionRootKey } from '../../../lib/session';

/** The member's passkeys (issue #18), under the session root: sign-in and sign-out drop them. */
export const passkeysKeys = {
  all: [...sessionRootKey, 'passkeys'] as const,
};

/** The member's invitation links (issue #41), under the session root. */
export const invitationsKeys = {
  all: [...sessionRootKey, 'invitations'] as const,
};
