import type { ReportReason, ReportTargetType } from '@circles/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { createMessageReportsRepository } from './message-reports-repository';

const person = ['u.id as user_id', 'u.full_name', 'u.user_handle', 'u.avatar_url'] as const;

/** Reports and the items they are about (issue #17). Suspensions and the audit log: audit-repository.ts. */
export const createModerationRepository = (db: Kysely<Database>) => ({
  ...createMessageReportsRepository(db),
  /** The new report's id, or undefined when the reporter already has an open report about the item. */
  async insertReport(row: {
    reporterId: string;
    targetType: ReportTargetType;
    targetId: string;
    circleId: string | null;
    targetOwnerId: string | null;
    reason: ReportReason;
    details: string | null;
  }) {
    const inserted = await db
      .insertInto('reports')
      .values({
        reporter_id: row.reporterId,
        target_type: row.targetType,
        target_id: row.targetId,
        circle_id: row.circleId,
        target_owner_id: row.targetOwnerId,
        reason: row.reason,
        details: row.details,
      })
      // A literal, not a parameter: under a generic plan PostgreSQL cannot match a parameter to the index predicate.
      .onConflict((conflict) =>
        conflict
          .columns(['reporter_id', 'target_type', 'target_id'])
          .where('status', '=', sql.lit('open'))
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  },

  /**
   * The open reports `viewerId` may review, oldest first (issue #37, the rules of review-policy.ts): never about
   * their own item or circle; with `circleIds` (a circle's owner or moderator, not a site moderator) only about
   * other members' posts and comments in those circles, not the owner's.
   */
  listOpenReports(viewerId: string, circleIds: string[] | null, limit = 1000) {
    let query = db
      .selectFrom('reports as r')
      .leftJoin('circles as c', 'c.id', 'r.circle_id')
      .select(['r.target_type', 'r.target_id', 'r.circle_id', 'r.reason', 'r.details', 'r.created_at'])
      .where('r.status', '=', 'open')
      .where((eb) => eb.or([eb('r.target_owner_id', 'is', null), eb('r.target_owner_id', '!=', viewerId)]))
      .where((eb) =>
        eb.or([
          eb('r.target_type', '!=', 'circle'),
          eb('c.owner_id', 'is', null),
          eb('c.owner_id', '!=', viewerId),
        ]),
      )
      .orderBy('r.created_at')
      .orderBy('r.id')
      .limit(limit);
    if (circleIds) {
      if (circleIds.length === 0) return Promise.resolve([]);
      query = query
        .where('r.circle_id', 'in', circleIds)
        .where('r.target_type', 'in', ['post', 'comment'])
        .where('r.target_owner_id', 'is not', null)
        .where((eb) =>
          eb.or([eb('c.owner_id', 'is', null), eb('r.target_owner_id', '!=', eb.ref('c.owner_id'))]),
        );
    }
    return query.execute();
  },

  /** The open reports about one item, with whose it is and whose circle it lives in. */
  listOpenReportsAbout(targetType: ReportTargetType, targetId: string) {
    return db
      .selectFrom('reports as r')
      .leftJoin('circles as c', 'c.id', 'r.circle_id')
      .select([
        'r.target_type',
        'r.target_id',
        'r.circle_id',
        'r.target_owner_id',
        'c.owner_id as circle_owner_id',
        'r.reason',
        'r.details',
        'r.created_at',
      ])
      .where('r.status', '=', 'open')
      .where('r.target_type', '=', targetType)
      .where('r.target_id', '=', targetId)
      .orderBy('r.created_at')
      .execute();
  },

  /** The circles whose owner or moderator this member is. */
  async moderatedCircleIds(userId: string) {
    const rows = await db
      .selectFrom('circle_memberships')
      .select('circle_id')
      .where('user_id', '=', userId)
      .where('status', '=', 'member')
      .where('role', 'in', ['owner', 'moderator'])
      .execute();
    return rows.map((row) => row.circle_id);
  },

  findPosts(ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('posts as p')
      .innerJoin('users as u', 'u.id', 'p.author_id')
      .innerJoin('circles as c', 'c.id', 'p.circle_id')
      .select([
        'p.id',
        'p.content',
        'p.circle_id',
        'c.name as circle_name',
        'c.owner_id as circle_owner_id',
        ...person,
      ])
      .where('p.id', 'in', ids)
      .execute();
  },

  /** The earlier texts of these posts, newest first (what each edit replaced). */
  findPostEdits(postIds: string[]) {
    if (postIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('post_edits')
      .select(['post_id', 'previous_content', 'edited_at'])
      .where('post_id', 'in', postIds)
      .orderBy('id', 'desc')
      .execute();
  },

  /** Comments still there (not removed). */
  findComments(ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('comments as m')
      .innerJoin('posts as p', 'p.id', 'm.post_id')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .innerJoin('circles as c', 'c.id', 'p.circle_id')
      .select([
        'm.id',
        'm.content',
        'm.post_id',
        'p.circle_id',
        'c.name as circle_name',
        'c.owner_id as circle_owner_id',
        ...person,
      ])
      .where('m.id', 'in', ids)
      .where('m.is_deleted', '=', false)
      .execute();
  },

  /** Members' marketplace listings (issue #40; the samples have no seller to answer for them). */
  findListings(ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('marketplace_listings as l')
      .innerJoin('users as u', 'u.id', 'l.seller_id')
      .select([
        'l.id',
        sql<string>`l.title || ': ' || l.description`.as('content'),
        sql<null>`null`.as('circle_id'),
        sql<null>`null`.as('circle_owner_id'),
        ...person,
      ])
      .where('l.id', 'in', ids)
      .execute();
  },

  /** Members not erased. */
  findMembers(ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('users as u')
      .select(['u.id', 'u.bio', 'u.role', ...person])
      .where('u.id', 'in', ids)
      .where('u.erased_at', 'is', null)
      .execute();
  },

  findCircles(ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('circles as c')
      .leftJoin('users as u', 'u.id', 'c.owner_id')
      .select(['c.id', 'c.name', 'c.description', 'c.type', ...person])
      .where('c.id', 'in', ids)
      .execute();
  },
});

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
