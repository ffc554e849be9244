import type { CircleRole } from '@circles/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import { reusableQuery } from '../../db/reusable-query';
import type { Database, MembershipStatus } from '../../db/schema';
import { type CircleAccess, circleAccessQuery } from '../../lib/circle-access';
import { makeMember } from '../../lib/circle-membership';
import type { NotificationsWriter } from '../notifications/writer';
import { createConnectionsRepository } from './connections-repository';
import { createPersonalCirclesRepository } from './personal-repository';

export const defaultCircleId = 'world';

/** A circle as one viewer sees it: the row, the viewer's membership status and the derived member count. */
export type CircleForViewer = Omit<Selectable<Database['circles']>, 'card_version'> & {
  member_count: number;
  viewer_status: MembershipStatus | null;
  /** The viewer's circle role (issue #17); meaningful only when `viewer_status` is 'member'. */
  viewer_role: CircleRole | null;
  /** The viewer asked to join (issue #17); read by `findForViewer` only, absent (false) in lists. */
  viewer_requested?: boolean;
};

/** Circles with the viewer's status and the member count, derived from membership rows. */
export const circlesForViewerQuery = (db: Kysely<Database>, viewerId: string) =>
  db
    .selectFrom('circles as c')
    .leftJoin('circle_memberships as mine', (join) =>
      join.onRef('mine.circle_id', '=', 'c.id').on('mine.user_id', '=', viewerId),
    )
    .selectAll('c')
    .select((eb) => [
      'mine.status as viewer_status',
      'mine.role as viewer_role',
      eb
        .selectFrom('circle_memberships as m')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.circle_id', '=', 'c.id')
        .where('m.status', '=', 'member')
        .as('member_count'),
    ]);

/** `notify` is the notifications writer (composed in composition-root.ts): invitations tell the invitees. */
export const createCirclesRepository = (db: Kysely<Database>, notify: NotificationsWriter) => {
  const circlesForViewer = (viewerId: string) => circlesForViewerQuery(db, viewerId);

  // Every content read checks access first: built once (see reusable-query.ts).
  const access = reusableQuery(db, (_shape: 'access', args: { circleId: string; viewerId: string }) =>
    circleAccessQuery(db, args.circleId, args.viewerId),
  );

  return {
    async findForViewer(circleId: string, viewerId: string): Promise<CircleForViewer | undefined> {
      const row = await circlesForViewer(viewerId)
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('circle_join_requests as r')
                .select(sql`1`.as('one'))
                .whereRef('r.circle_id', '=', 'c.id')
                .where('r.user_id', '=', viewerId),
            )
            .as('viewer_requested'),
        )
        .where('c.id', '=', circleId)
        .executeTakeFirst();
      return row as CircleForViewer | undefined;
    },

    async findAccess(circleId: string, viewerId: string): Promise<CircleAccess | undefined> {
      return (await access('access', { circleId, viewerId })).rows[0];
    },

    /** Every circle the viewer is a member of or invited to, by name. */
    async listForViewer(viewerId: string): Promise<CircleForViewer[]> {
      const rows = await circlesForViewer(viewerId)
        .where('mine.status', 'is not', null)
        .orderBy(sql`lower(c.name)`)
        .orderBy('c.id')
        .execute();
      return rows as CircleForViewer[];
    },

    /** Hides a private circle from non-members, or shows its header by link again (issue #41). */
    async setHidden(circleId: string, isHidden: boolean) {
      await db.updateTable('circles').set({ is_hidden: isHidden }).where('id', '=', circleId).execute();
    },

    /** Creates the circle with its creator as the first member, atomically. */
    async create(input: { name: string; type: 'public' | 'private'; ownerId: string; isHidden: boolean }) {
      return db.transaction().execute(async (trx) => {
        const circle = await trx
          .insertInto('circles')
          .values({ name: input.name, type: input.type, owner_id: input.ownerId, is_hidden: input.isHidden })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('circle_memberships')
          .values({
            circle_id: circle.id,
            user_id: input.ownerId,
            status: 'member',
            role: 'owner',
            invited_by: null,
          })
          .execute();
        return circle.id;
      });
    },

    /**
     * Member (a pending invitation becomes membership). Joining twice changes nothing. A request to join the
     * same circle (issue #17) has nothing left to ask: it goes.
     */
    async join(circleId: string, userId: string) {
      await db.transaction().execute(async (trx) => {
        await makeMember(trx, circleId, userId);
        await trx
          .deleteFrom('circle_join_requests')
          .where('circle_id', '=', circleId)
          .where('user_id', '=', userId)
          .execute();
      });
    },

    /** Removes a membership or declines an invitation. Leaving twice changes nothing. */
    async leave(circleId: string, userId: string) {
      await db
        .deleteFrom('circle_memberships')
        .where('circle_id', '=', circleId)
        .where('user_id', '=', userId)
        .execute();
    },

    listMembers(circleId: string) {
      return db
        .selectFrom('circle_memberships as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['u.id', 'u.full_name', 'u.avatar_url', 'u.manual_verification', 'm.role'])
        .where('m.circle_id', '=', circleId)
        .where('m.status', '=', 'member')
        .orderBy(sql`lower(u.full_name)`)
        .orderBy('u.id')
        .limit(500)
        .execute();
    },

    /** Adds pending invitations for those not already in the circle, and tells them; returns how many were new. */
    async addPending(circleId: string, userIds: string[], invitedBy: string) {
      if (userIds.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('circle_memberships')
          .values(
            userIds.map((userId) => ({
              circle_id: circleId,
              user_id: userId,
              status: 'pending' as const,
              invited_by: invitedBy,
            })),
          )
          .onConflict((conflict) => conflict.columns(['circle_id', 'user_id']).doNothing())
          .returning('user_id')
          .execute();
        await notify.invitations(trx, {
          circleId,
          inviterId: invitedBy,
          userIds: inserted.map((row) => row.user_id),
        });
        return inserted.length;
      });
    },

    async findUserIdByEmail(email: string) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return row?.id;
    },

    async existingUserIds(userIds: string[]) {
      if (userIds.length === 0) return [];
      const rows = await db.selectFrom('users').select('id').where('id', 'in', userIds).execute();
      return rows.map((row) => row.id);
    },

    ...createConnectionsRepository(db),
    ...createPersonalCirclesRepository(db),
  };
};

export type CirclesRepository = ReturnType<typeof createCirclesRepository>;
