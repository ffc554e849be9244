import { type RawBuilder, sql } from 'kysely';

/**
 * Blocks (issue #17) in SQL, for every query that shows one member's things to another: true when the member
 * in `memberColumn` and the viewer have not blocked each other, either way. The subquery does not depend on the
 * row, so PostgreSQL runs it once per query and probes a small hashed set (most viewers block nobody).
 */
export const notBlockedWith = (viewerId: string, memberColumn: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(memberColumn)} not in (
    select bk.blocked_id from blocks as bk where bk.blocker_id = ${viewerId}::uuid
    union all
    select bk.blocker_id from blocks as bk where bk.blocked_id = ${viewerId}::uuid)`;
