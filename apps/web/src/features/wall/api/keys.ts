import { sessionRootKey } from '../../../lib/session';

/** Under the session root: sign-in and sign-out drop them. */
export const wallKeys = {
  all: [...sessionRootKey, 'wall'] as const,
  wall: (ownerId: string) => [...sessionRootKey, 'wall', ownerId] as const,
  scores: [...sessionRootKey, 'arcade-scores'] as const,
};
