import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { CircleType } from '../db/schema';
import { getTestServer } from '../test/test-server';
import {
  canSeeCircleSql,
  canSeeContentSql,
  circleAccessQuery,
  circlePolicy,
  joinedCircleIdsQuery,
} from './circle-access';

/**
 * The circle access rule, once: every circle type against every kind of viewer, judged by the TypeScript policy
 * (on the access row read from the database) and by each SQL fragment (run on the same rows). Routes that apply
 * the rule are tested by their features; this is the rule itself.
 */
type Viewer = 'owner' | 'member' | 'invitee' | 'outsider' | 'blocked';
const viewers: Viewer[] = ['owner', 'member', 'invitee', 'outsider', 'blocked'];
const types: CircleType[] = ['public', 'private', 'personal'];

type Verdict = {
  seeCircle: boolean;
  seeHeader: boolean;
  seeContent: boolean;
  join: boolean;
  invite: boolean;
  post: boolean;
  /** In the viewer's home feed (`joinedCircleIdsQuery`). */
  joined: boolean;
};
const columns = ['seeCircle', 'seeHeader', 'seeContent', 'join', 'invite', 'post', 'joined'] as const;
const T = true;
const F = false;

// 'blocked' is a member the owner blocked: blocks are another rule (lib/blocks-sql.ts, applied to authors and
// actors), so the circle rule answers as for any member. Nobody but the owner can be in a personal circle (it can
// be neither joined nor shared), so there its member, invitee and blocked viewers are outsiders.
// biome-ignore format: the matrix reads as a table.
const matrix: Record<CircleType, Record<Viewer, boolean[]>> = {
  //                  circle header content join invite post joined
  public: {
    owner:    [T, T, T, T, T, T, T],
    member:   [T, T, T, T, T, T, T],
    invitee:  [T, T, T, T, F, F, F],
    outsider: [T, T, T, T, F, F, F],
    blocked:  [T, T, T, T, T, T, T],
  },
  private: {
    owner:    [T, T, T, F, T, T, T],
    member:   [T, T, T, F, T, T, T],
    invitee:  [T, T, F, T, F, F, F],
    outsider: [F, T, F, F, F, F, F],
    blocked:  [T, T, T, F, T, T, T],
  },
  personal: {
    owner:    [T, T, T, F, F, T, T],
    member:   [F, F, F, F, F, F, F],
    invitee:  [F, F, F, F, F, F, F],
    outsider: [F, F, F, F, F, F, F],
    blocked:  [F, F, F, F, F, F, F],
  },
};
const expected = (type: CircleType, viewer: Viewer) =>
  Object.fromEntries(columns.map((column, index) => [column, matrix[type][viewer][index]])) as Verdict;

/** A circle of `type` owned by 'owner', with each other kind of viewer as the matrix describes them. */
async function seed(type: CircleType) {
  const { db } = (await getTestServer()).context.database;
  const ids = Object.fromEntries(viewers.map((viewer) => [viewer, randomUUID()])) as Record<Viewer, string>;
  await db
    .insertInto('users')
    .values(
      viewers.map((viewer) => ({
        id: ids[viewer],
        email: `${viewer}-${ids[viewer]}@example.com`,
        full_name: `${viewer} Lovelace`,
        first_name: viewer,
        last_name: 'Lovelace',
        user_handle: `${viewer}${ids[viewer].slice(0, 8)}`,
      })),
    )
    .execute();
  const circle = await db
    .insertInto('circles')
    .values({
      name: `A ${type} circle`,
      type,
      owner_id: ids.owner,
      personal_kind: type === 'personal' ? 'favorites' : null,
      category: type === 'personal' ? 'personal' : null,
      description: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const memberships: { viewer: Viewer; status: 'member' | 'pending' }[] =
    type === 'personal'
      ? [{ viewer: 'owner', status: 'member' }]
      : [
          { viewer: 'owner', status: 'member' },
          { viewer: 'member', status: 'member' },
          { viewer: 'invitee', status: 'pending' },
          { viewer: 'blocked', status: 'member' },
        ];
  await db
    .insertInto('circle_memberships')
    .values(
      memberships.map(({ viewer, status }) => ({
        circle_id: circle.id,
        user_id: ids[viewer],
        status,
        role: viewer === 'owner' ? ('owner' as const) : ('member' as const),
        invited_by: viewer === 'owner' ? null : ids.owner,
      })),
    )
    .execute();
  await db.insertInto('blocks').values({ blocker_id: ids.owner, blocked_id: ids.blocked }).execute();
  return { db, circleId: circle.id, ids };
}

describe.each(types)('the circle access rule: a %s circle', (type) => {
  it.each(viewers)('as seen by its %s, in TypeScript and in SQL', async (viewer) => {
    const { db, circleId, ids } = await seed(type);
    const viewerId = ids[viewer];
    const want = expected(type, viewer);

    const access = await circleAccessQuery(db, circleId, viewerId).executeTakeFirstOrThrow();
    expect({
      seeCircle: circlePolicy.canSeeCircle(access, viewerId),
      seeHeader: circlePolicy.canSeeHeader(access, viewerId),
      seeContent: circlePolicy.canSeeContent(access, viewerId),
      join: circlePolicy.canJoin(access),
      invite: circlePolicy.canInvite(access),
      post: circlePolicy.canPost(access),
    }).toEqual({
      seeCircle: want.seeCircle,
      seeHeader: want.seeHeader,
      seeContent: want.seeContent,
      join: want.join,
      invite: want.invite,
      post: want.post,
    });

    // Every fragment on the same rows: the viewer as a parameter, and as a column (the notifications writer's form).
    const row = await db
      .selectFrom('circles as c')
      .innerJoin('users as u', (join) => join.on('u.id', '=', viewerId))
      .leftJoin('circle_memberships as mine', (join) =>
        join.onRef('mine.circle_id', '=', 'c.id').on('mine.user_id', '=', viewerId),
      )
      .select([
        canSeeContentSql('c', viewerId).as('content'),
        canSeeContentSql('c', { column: 'u.id' }).as('content_per_member'),
        canSeeCircleSql('c', 'mine', viewerId).as('circle'),
        sql<boolean>`c.id in (${joinedCircleIdsQuery(db, viewerId)})`.as('joined'),
      ])
      .where('c.id', '=', circleId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      content: want.seeContent,
      content_per_member: want.seeContent,
      circle: want.seeCircle,
      joined: want.joined,
    });
  });
});

it('joining leads only where the content is seen: every joined cell of the matrix may see the content', () => {
  for (const type of types)
    for (const viewer of viewers) {
      const cell = expected(type, viewer);
      if (cell.joined) expect(cell.seeContent, `${type} ${viewer}`).toBe(true);
      if (cell.post) expect(cell.joined, `${type} ${viewer}`).toBe(true);
    }
});
