import type { CircleRole, SiteRole } from '@circles/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Site and circle roles (issue #17). */
export const createRolesRepository = (db: Kysely<Database>) => ({
  siteRoleOf: async (userId: string): Promise<SiteRole | null> =>
    (await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst())?.role ?? null,

  /** The member's role in the circle, or null when they are not a member (an invitation is not membership). */
  circleRoleOf: async (circleId: string, userId: string): Promise<CircleRole | null> =>
    (
      await db
        .selectFrom('circle_memberships')
        .select('role')
        .where('circle_id', '=', circleId)
        .where('user_id', '=', userId)
        .where('status', '=', 'member')
        .executeTakeFirst()
    )?.role ?? null,

  /** Site moderators and admins; with `circleId`, that circle's owner and moderators too. */
  moderatorIds: async (circleId?: string | null) => {
    const site = await db
      .selectFrom('users')
      .select('id')
      .where('role', 'in', ['moderator', 'admin'])
      .execute();
    const circle = circleId
      ? await db
          .selectFrom('circle_memberships')
          .select('user_id as id')
          .where('circle_id', '=', circleId)
          .where('status', '=', 'member')
          .where('role', 'in', ['owner', 'moderator'])
          .execute()
      : [];
    return [...new Set([...site, ...circle].map((row) => row.id))];
  },

  /** Sets a site role; refuses (returns false) to leave the community without an admin. */
  setSiteRole: (userId: string, role: SiteRole) =>
    db.transaction().execute(async (trx) => {
      // Serialise role changes, so two admins demoting each other cannot leave none.
      await sql`select pg_advisory_xact_lock(hashtext('circles_site_roles'))`.execute(trx);
      if (role !== 'admin') {
        const others = await trx
          .selectFrom('users')
          .select('id')
          .where('role', '=', 'admin')
          .where('id', '!=', userId)
          .where('erased_at', 'is', null)
          .limit(1)
          .execute();
        if (others.length === 0) return false;
      }
      await trx.updateTable('users').set({ role }).where('id', '=', userId).execute();
      return true;
    }),

  setCircleRole: (circleId: string, userId: string, role: 'moderator' | 'member') =>
    db
      .updateTable('circle_memberships')
      .set({ role })
      .where('circle_id', '=', circleId)
      .where('user_id', '=', userId)
      .where('status', '=', 'member')
      .where('role', '!=', 'owner')
      .returning('user_id')
      .executeTakeFirst(),

  /** ADMIN_EMAILS: these accounts administer the site (checked at every start). */
  promoteEmails: async (emails: readonly string[]) => {
    if (emails.length === 0) return;
    await db
      .updateTable('users')
      .set({ role: 'admin' })
      .where(sql<string>`lower(email)`, 'in', emails)
      .where('role', '!=', 'admin')
      .execute();
  },

  /** True before the first account exists: that account administers the new install. */
  isEmpty: async () => (await db.selectFrom('users').select('id').limit(1).execute()).length === 0,
});

export type RolesRepository = ReturnType<typeof createRolesRepository>;
