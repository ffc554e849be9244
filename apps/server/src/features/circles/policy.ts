import type { CircleAccess } from './repository';

/**
 * Who may see what of a circle. One place, used by every route that touches circle content
 * (circles, members, invitations; posts, comments, likes and media build on `canSeeContent`).
 *
 * - public: every signed-in member sees it and its content, and may join.
 * - private: members see everything; an invited (pending) member sees the header to accept or deny;
 *   anyone else is told 'Circle not found', exactly as for a missing circle.
 * - personal: its owner only.
 *
 * Lists that span circles (a member's posts on their profile) need `canSeeContent` inside SQL: that twin is
 * `canSeeContentSql` in repository.ts; change both together (the profile tests check them against each other).
 */
export const circlePolicy = {
  canSeeCircle(circle: CircleAccess, viewerId: string) {
    if (circle.type === 'public') return true;
    if (circle.type === 'personal') return circle.owner_id === viewerId;
    return circle.viewer_status !== null;
  },

  canSeeContent(circle: CircleAccess, viewerId: string) {
    if (circle.type === 'public') return true;
    if (circle.type === 'personal') return circle.owner_id === viewerId;
    return circle.viewer_status === 'member';
  },

  canJoin(circle: CircleAccess) {
    return circle.type === 'public' || (circle.type === 'private' && circle.viewer_status === 'pending');
  },

  canInvite(circle: CircleAccess) {
    return circle.type !== 'personal' && circle.viewer_status === 'member';
  },
};
