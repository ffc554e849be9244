import type { CircleAccess } from './repository';

/**
 * Who may see what of a circle. One place, used by every route that touches circle content
 * (circles, members, invitations; posts, comments, likes and media build on `canSeeContent`).
 *
 * - public: every signed-in member sees it and its content, and may join.
 * - private: members see everything; an invited (pending) member sees the header to accept or deny and finds
 *   the circle in their lists; anyone else who has its link sees only its header (`canSeeHeader`: name, type,
 *   member count, description) to ask to join (issue #17), and finds it nowhere else.
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

  /** The circle page's header: what `canSeeCircle` allows, plus any private circle whose link the viewer has. */
  canSeeHeader(circle: CircleAccess, viewerId: string) {
    return circle.type === 'private' || circlePolicy.canSeeCircle(circle, viewerId);
  },

  canSeeContent(circle: CircleAccess, viewerId: string) {
    if (circle.type === 'public') return true;
    if (circle.type === 'personal') return circle.owner_id === viewerId;
    return circle.viewer_status === 'member';
  },

  /** A private circle is joined only through an invitation; a request to join waits for approval. */
  canJoin(circle: CircleAccess) {
    return circle.type === 'public' || (circle.type === 'private' && circle.viewer_status === 'pending');
  },

  canInvite(circle: CircleAccess) {
    return circle.type !== 'personal' && circle.viewer_status === 'member';
  },
};
