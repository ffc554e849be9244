import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { CircleType, Database, MembershipStatus } from '../db/schema';

/**
 * Who may see and do what in a circle: the one copy of the rule, in TypeScript for a row at hand and as SQL
 * fragments for lists that span circles. Every feature asks here (circles and posts services, the post, search and
 * discovery repositories, the notifications writer); `circle-access.test.ts` checks both forms against one matrix.
 *
 * - public: every signed-in member sees it and its content, and may join.
 * - private: members see everything; an invited (pending) member sees the header to accept or deny and finds
 *   the circle in their lists; anyone else who has its link sees only its header (`canSeeHeader`: name, type,
 *   member count, description) to ask to join (issue #17), and finds it nowhere else. A hidden one (its owner's
 *   choice, issue #41) shows even that to nobody else: only invitations let people in.
 * - personal: its owner only, whatever membership rows say.
 *
 * Blocks are another rule (lib/blocks-sql.ts), applied on top of this one to authors and actors.
 */

/** What the rule needs of a circle for one viewer: its type, its owner and the viewer's membership status. */
export type CircleAccess = {
  id: string;
  type: CircleType;
  owner_id: string | null;
  viewer_status: MembershipStatus | null;
  /** A private circle its owner hid (issue #41); absent where only content access is judged. */
  is_hidden?: boolean;
};

export const circlePolicy = {
  canSeeCircle(circle: CircleAccess, viewerId: string) {
    if (circle.type === 'public') return true;
    if (circle.type === 'personal') return circle.owner_id === viewerId;
    return circle.viewer_status !== null;
  },

  /**
   * The circle page's header: what `canSeeCircle` allows, plus any private circle whose link the viewer has,
   * unless its owner hid it.
   */
  canSeeHeader(circle: CircleAccess, viewerId: string) {
    return (circle.type === 'private' && !circle.is_hidden) || circlePolicy.canSeeCircle(circle, viewerId);
  },

  /** Only a private circle's owner chooses whether it shows its header by link (issue #41). */
  canChangeVisibility(circle: CircleAccess, viewerId: string) {
    return circle.type === 'private' && circle.owner_id === viewerId && circle.viewer_status === 'member';
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

  /** Posting takes membership: an invitation, or a public circle seen from outside, is not enough. */
  canPost(circle: CircleAccess) {
    return circle.viewer_status === 'member';
  },
};

/**
 * The access row of one circle for one viewer (`CircleAccess`), as a query: read on its own, or carried by a feed
 * page in the same statement (one round trip per page).
 */
export const circleAccessQuery = (db: Kysely<Database>, circleId: string, viewerId: string) =>
  db
    .selectFrom('circles as c')
    .leftJoin('circle_memberships as mine', (join) =>
      join.onRef('mine.circle_id', '=', 'c.id').on('mine.user_id', '=', viewerId),
    )
    .select(['c.id', 'c.type', 'c.owner_id', 'mine.status as viewer_status', 'c.is_hidden'])
    .where('c.id', '=', circleId);

/** The viewer in SQL: a member id (a parameter), or a column holding one (each row's member, e.g. `u.id`). */
export type SqlViewer = string | { column: string };
const viewerSql = (viewer: SqlViewer) =>
  typeof viewer === 'string' ? sql`${viewer}::uuid` : sql.ref(viewer.column);

/** `circlePolicy.canSeeContent` in SQL: true when the circle aliased `circle` shows its content to the viewer. */
export const canSeeContentSql = (circle: string, viewer: SqlViewer): RawBuilder<boolean> => sql<boolean>`(
  ${sql.ref(`${circle}.type`)} = 'public'
  or (${sql.ref(`${circle}.type`)} = 'personal' and ${sql.ref(`${circle}.owner_id`)} = ${viewerSql(viewer)})
  or (${sql.ref(`${circle}.type`)} = 'private' and exists (
    select 1 from circle_memberships as seen
    where seen.circle_id = ${sql.ref(`${circle}.id`)} and seen.user_id = ${viewerSql(viewer)}
      and seen.status = 'member'
  ))
)`;

/**
 * `circlePolicy.canSeeCircle` in SQL, for queries that already left-join the viewer's membership row as
 * `membership` (circle lists and search): a private circle shows to its members and invitees.
 */
export const canSeeCircleSql = (circle: string, membership: string, viewerId: string): RawBuilder<boolean> =>
  sql<boolean>`(
  ${sql.ref(`${circle}.type`)} = 'public'
  or (${sql.ref(`${circle}.type`)} = 'private' and ${sql.ref(`${membership}.status`)} is not null)
  or (${sql.ref(`${circle}.type`)} = 'personal' and ${sql.ref(`${circle}.owner_id`)} = ${viewerId}::uuid)
)`;

/**
 * The circles the viewer has joined (membership, not an invitation): the home feed's circles. Joining is only
 * possible where `canJoin` allowed it, so a member may always see the content (the matrix checks it).
 */
export const joinedCircleIdsQuery = (db: Kysely<Database>, viewerId: string) =>
  db
    .selectFrom('circle_memberships as m')
    .select('m.circle_id')
    .where('m.user_id', '=', viewerId)
    .where('m.status', '=', sql.lit('member'));
