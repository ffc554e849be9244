import type { ProfileVisibility } from '@circles/contracts';
import { canSeeBeyondHeader } from '../../lib/profile-visibility';

export type WallAccessDeps = {
  profileVisibility: (ownerId: string) => Promise<ProfileVisibility>;
  isConnection: (ownerId: string, viewerId: string) => Promise<boolean>;
  /** Blocks (issue #17): either blocked the other. */
  blockedBetween?: (a: string, b: string) => Promise<boolean>;
};

/**
 * Who sees a member's wall: the profile's own rule (lib/profile-visibility.ts), bound to the preferences and
 * circles services; media uses it for wall images too.
 */
export const createWallAccess = (deps: WallAccessDeps) => ({
  async canSeeWall(ownerId: string, viewerId: string) {
    if (ownerId === viewerId) return true;
    if (await deps.blockedBetween?.(ownerId, viewerId)) return false;
    return canSeeBeyondHeader(await deps.profileVisibility(ownerId), {
      isOwner: false,
      isConnection: () => deps.isConnection(ownerId, viewerId),
    });
  },
});

export type WallAccess = ReturnType<typeof createWallAccess>;
