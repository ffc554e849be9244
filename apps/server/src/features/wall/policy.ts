import type { ProfileVisibility } from '@circles/contracts';

/**
 * Who sees a member's wall: the owner always; others as the owner's profile visibility says (SPEC §4 visibility
 * values): everyone, circle_members (members who share a circle other than `world` with them), or only_me.
 */
export const wallPolicy = {
  canSeeWall(visibility: ProfileVisibility, isOwner: boolean, isConnected: () => Promise<boolean>) {
    if (isOwner) return Promise.resolve(true);
    if (visibility === 'everyone') return Promise.resolve(true);
    if (visibility === 'only_me') return Promise.resolve(false);
    return isConnected();
  },
};

export type WallAccessDeps = {
  profileVisibility: (ownerId: string) => Promise<ProfileVisibility>;
  areConnected: (ownerId: string, viewerId: string) => Promise<boolean>;
};

/** The rule bound to the preferences and circles services; media uses it for wall images too. */
export const createWallAccess = (deps: WallAccessDeps) => ({
  async canSeeWall(ownerId: string, viewerId: string) {
    if (ownerId === viewerId) return true;
    return wallPolicy.canSeeWall(await deps.profileVisibility(ownerId), false, () =>
      deps.areConnected(ownerId, viewerId),
    );
  },
});

export type WallAccess = ReturnType<typeof createWallAccess>;
