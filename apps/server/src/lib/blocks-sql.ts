import { type RawBuilder, sql } from 'kysely';

/**
 * Blocks (issue #17) in SQL, for every query that shows one member's things to another: true when the member
 * in `memberColumn` and the viewer have not blocked each other, either way. The array does not depend on the row,
 * so PostgreSQL builds it once per query (an InitPlan) and checks each row against it (most viewers block nobody).
 * `<> all (array(…))` rather than `not in (subquery)`: the planner takes the first to keep nearly every row, so
 * the home feed still walks posts_recent_idx and stops at the page; `not in` counted as halving the rows and made
 * it sort every post of the member's circles (31 ms a page at 20k posts, bench/explain-feeds.ts).
 */
export const notBlockedWith = (viewerId: string, memberColumn: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(memberColumn)} <> all (${blockedEitherWay(viewerId)})`;

/** The members the viewer blocked or was blocked by, as an array (uuid[]): what `notBlockedWith` checks against. */
export const blockedEitherWay = (viewerId: string): RawBuilder<string[]> =>
  sql<string[]>`array(
    select bk.blocked_id from blocks as bk where bk.blocker_id = ${viewerId}::uuid
    union all
    select bk.blocker_id from blocks as bk where bk.blocked_id = ${viewerId}::uuid)`;
