import type { DatabaseHandle } from '../db/pool';
import { openDatabase } from '../db/pool';

type PlanCounts = { generic: number; custom: number };

/**
 * One database session for a test that counts plans: prepared statements and their plan counts
 * (pg_prepared_statements) belong to a session. The embedded database has one session, the worker's own; on
 * PostgreSQL a handle of its own with one connection.
 */
export async function oneSession(database: DatabaseHandle) {
  const session =
    database.kind === 'pglite' ? database : await openDatabase({ databaseUrl: database.url, poolSize: 1 });
  /** Plans made by this session so far for its prepared statements whose text matches `pattern` (a regex). */
  const plans = async (pattern: string): Promise<PlanCounts> => {
    const { rows } = await session.pool.query<PlanCounts>(
      `select coalesce(sum(generic_plans), 0)::int as generic, coalesce(sum(custom_plans), 0)::int as custom
       from pg_prepared_statements where statement ~ $1`,
      [pattern],
    );
    return rows[0] ?? { generic: 0, custom: 0 };
  };
  /**
   * On the embedded database the worker's session may have run these statements in earlier test files, on other
   * data: PostgreSQL weighs a generic plan against the average of all the custom plans a statement ever had, so
   * that history would decide. Deallocated, they are prepared again on their next run (pglite-driver.ts does
   * that when a statement is gone), with no history. On PostgreSQL the session is new.
   */
  const startAfresh = async (pattern: string) => {
    const { rows } = await session.pool.query<{ name: string }>(
      'select name from pg_prepared_statements where statement ~ $1',
      [pattern],
    );
    for (const { name } of rows) await session.pool.query(`deallocate "${name}"`);
  };
  /**
   * The plans made for the statements matching `pattern` while `run` ran: a generic plan reused counts one per
   * run, a custom plan was planned anew. Only those statements: the embedded database's one session also runs
   * the test server's background work (the push service claims the notifications a test inserts, say).
   */
  const plansOf = async (pattern: string, run: () => Promise<unknown>): Promise<PlanCounts> => {
    if (session.kind === 'pglite') await startAfresh(pattern);
    const before = await plans(pattern);
    await run();
    const after = await plans(pattern);
    return { generic: after.generic - before.generic, custom: after.custom - before.custom };
  };
  const close = () => (session === database ? Promise.resolve() : session.close());
  return { db: session.db, plansOf, close };
}
