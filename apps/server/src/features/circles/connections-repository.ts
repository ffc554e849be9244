import { defaultCircleId } from '@circles/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { memberConnectionColumns } from '../../lib/member-connection';

// The contracts' 'world', as repository.ts exports it: repository.ts composes this file, so no import back.

/** Connections of `userId` (docs/api.md): members sharing a circle other than world with them, both as members. */
const connectionsOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('users as u')
    .where('u.id', '!=', userId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('circle_memberships as theirs')
          .innerJoin('circle_memberships as mine', 'mine.circle_id', 'theirs.circle_id')
          .select(sql`1`.as('one'))
          .whereRef('theirs.user_id', '=', 'u.id')
          .where('mine.user_id', '=', userId)
          .where('theirs.status', '=', 'member')
          .where('mine.status', '=', 'member')
          .where('theirs.circle_id', '!=', defaultCircleId),
      ),
    );

/** Who is connected to whom (composed into repository.ts). */
export const createConnectionsRepository = (db: Kysely<Database>) => ({
  /**
   * Connections: members who share at least one circle other than `world` with the viewer, both as
   * members (pending invitations do not connect people).
   */
  listConnections(viewerId: string, options: { excludeCircleId?: string } = {}) {
    let query = connectionsOf(db, viewerId).select(memberConnectionColumns);
    if (options.excludeCircleId) {
      const circleId = options.excludeCircleId;
      query = query.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('circle_memberships as existing')
              .select(sql`1`.as('one'))
              .whereRef('existing.user_id', '=', 'u.id')
              .where('existing.circle_id', '=', circleId),
          ),
        ),
      );
    }
    return query.orderBy(sql`lower(u.full_name)`).orderBy('u.id').limit(500).execute();
  },

  async countConnections(userId: string) {
    const row = await connectionsOf(db, userId)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  async isConnection(userId: string, otherId: string) {
    const row = await connectionsOf(db, userId).select('u.id').where('u.id', '=', otherId).executeTakeFirst();
    return row !== undefined;
  },
});
