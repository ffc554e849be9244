import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../db/pool';
import { openDatabase } from '../db/pool';
import type { Database } from '../db/schema';

type PlanCounts = { generic: number; custom: number };

/**
 * The plans PostgreSQL made for the prepared statements matching `pattern` (a regex on their text) while `run`
 * ran on one session: prepared statements and their plan counts (pg_prepared_statements) belong to a session. The
 * embedded database has one session, the worker's own; on PostgreSQL `run` gets a handle of its own with one
 * connection. A generic plan reused counts one per run; a custom plan was planned anew.
 *
 * Only the matching statements count: the embedded session also runs the test server's background work (the
 * push service claims the notifications a test inserts, say). And they start afresh there: PostgreSQL weighs a
 * generic plan against the average of every custom plan a statement ever had, and that session may have run them
 * in earlier test files on other data. Deallocated, they are prepared again on their next run (pglite-driver.ts
 * does that when a statement is gone). On PostgreSQL the session is new.
 */
export async function plansMadeBy(
  database: DatabaseHandle,
  pattern: string,
  run: (db: Kysely<Database>) => Promise<unknown>,
): Promise<PlanCounts> {
  const session =
    database.kind === 'pglite' ? database : await openDatabase({ databaseUrl: database.url, poolSize: 1 });
  const matching = (columns: string) =>
    session.pool.query(`select ${columns} from pg_prepared_statements where statement ~ $1`, [pattern]);
  const plans = async (): Promise<PlanCounts> =>
    (
      await matching(
        'coalesce(sum(generic_plans), 0)::int as generic, coalesce(sum(custom_plans), 0)::int as custom',
      )
    ).rows[0];
  try {
    if (session.kind === 'pglite') {
      for (const { name } of (await matching('name')).rows) await session.pool.query(`deallocate "${name}"`);
    }
    const before = await plans();
    await run(session.db);
    const after = await plans();
    return { generic: after.generic - before.generic, custom: after.custom - before.custom };
  } finally {
    if (session !== database) await session.close();
  }
}

/** PostgreSQL plans a prepared statement's first five runs with their values, then keeps one generic plan. */
export function expectPlannedOnce(plans: PlanCounts, runs: number) {
  expect(plans.custom).toBeLessThanOrEqual(5);
  expect(plans.generic).toBeGreaterThanOrEqual(runs - 5);
}
