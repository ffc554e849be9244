import type { ProfileVisibility } from '@circles/contracts';

/**
 * Who sees what a member shows beyond their profile's header (the profile tabs, the wall), by the owner's
 * profile_visibility preference (docs/product.md §Behaviour): everyone; circle_members = the owner's connections
 * (members who share a circle other than world with them); only_me = the owner alone. The owner always sees their
 * own. Within the tabs each post still follows its circle's rule (lib/circle-access.ts). The profile and the wall
 * both ask this one rule; `isConnection` is asked only when the answer depends on it (it costs a query).
 */
export async function canSeeBeyondHeader(
  visibility: ProfileVisibility,
  viewer: { isOwner: boolean; isConnection: () => Promise<boolean> },
) {
  if (viewer.isOwner) return true;
  if (visibility === 'everyone') return true;
  if (visibility === 'circle_members') return viewer.isConnection();
  return false;
}
