import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { memberConnectionColumns } from '../../lib/member-connection';
import { memberExists } from '../../lib/member-exists';

type Target = { type: 'member' | 'circle'; id: string };

/** A member's mutes (issue #17): muted members and circles, one row each. */
export const createMutesRepository = (db: Kysely<Database>) => ({
  add: (userId: string, target: Target) =>
    db
      .insertInto('mutes')
      .values({ user_id: userId, target_type: target.type, target_id: target.id })
      .onConflict((conflict) => conflict.doNothing())
      .execute(),

  remove: (userId: string, target: Target) =>
    db
      .deleteFrom('mutes')
      .where('user_id', '=', userId)
      .where('target_type', '=', target.type)
      .where('target_id', '=', target.id)
      .execute(),

  /** Muted members that still exist with a completed profile, newest mute first. */
  listMembers: (userId: string) =>
    db
      .selectFrom('mutes as m')
      .innerJoin('users as u', (join) =>
        join.on((eb) => eb(eb.cast('u.id', 'text'), '=', eb.ref('m.target_id'))),
      )
      .select(memberConnectionColumns)
      .where('m.user_id', '=', userId)
      .where('m.target_type', '=', 'member')
      .orderBy('m.created_at', 'desc')
      .execute(),

  listCircles: (userId: string) =>
    db
      .selectFrom('mutes as m')
      .innerJoin('circles as c', 'c.id', 'm.target_id')
      .select(['c.id', 'c.name', 'c.type'])
      .where('m.user_id', '=', userId)
      .where('m.target_type', '=', 'circle')
      .orderBy('m.created_at', 'desc')
      .execute(),

  memberExists: (memberId: string) => memberExists(db, memberId),
});

export type MutesRepository = ReturnType<typeof createMutesRepository>;
