import { type RawBuilder, sql } from 'kysely';

type ListType = 'uuid' | 'bigint';

/**
 * A list of values (a statement's parameter) that the planner cannot count: the array is read through a one-row
 * subquery, so every plan takes it for ten values, whatever it holds. PostgreSQL plans a prepared statement's first
 * five runs with their values and afterwards keeps one generic plan only if that costs no more than those did. A
 * list it can count makes each run with fewer than ten values look cheaper planned anew, so it planned nearly every
 * run of the card cache's read (0.4-0.9 ms of planning against 0.1 ms of reading, bench/PERFORMANCE.md); counted
 * the same every time, the statement is planned once per connection.
 *
 * For `= any(…)` and `unnest(…)`. A join on the values should probe each one (see `eachOf`): guessing ten rows,
 * a plain join may hash a whole table rather than look up ten keys.
 */
export const uncountedList = <T>(values: readonly T[], type: ListType): RawBuilder<T[]> =>
  sql<T[]>`(select ${values}::${sql.raw(type)}[])::${sql.raw(type)}[]`;

/**
 * The values as rows of one column (`listedValue`), for a lateral subquery that looks each one up by key (`offset 0`
 * there keeps the planner from folding it into a join it might hash): `from ${eachOf(ids, 'uuid')} cross join
 * lateral (select … where p.id = ${listedValue} offset 0)`.
 */
export const eachOf = <T>(values: readonly T[], type: ListType) =>
  sql<{ value: T }>`unnest(${uncountedList(values, type)}) as listed(value)`;

/** The value of the row `eachOf` is at. */
export const listedValue = sql.ref('listed.value');
