import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './pool';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  // pg warns once per process when a query is given to a connection still running another (pg 9 refuses it).
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  beforeAll(() => process.on('warning', onWarning));
  afterAll(() => process.off('warning', onWarning));

  it('survives PostgreSQL ending its idle connections, reports it, and reconnects on the next query', async () => {
    const lost: Error[] = [];
    const database = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      poolSize: 3,
      onIdleConnectionLost: (error) => lost.push(error),
    });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      // Three connections open at once, then idle in the pool.
      const pids = await Promise.all(
        [1, 2, 3].map(() =>
          database.pool
            .query<{ pid: number }>('select pg_backend_pid() as pid, pg_sleep(0.05)')
            .then((r) => r.rows[0]?.pid),
        ),
      );
      expect(new Set(pids).size).toBe(3);
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
      await expect.poll(() => lost.length, { timeout: 5_000 }).toBe(3);
      expect(lost[0]?.message).toMatch(/terminating connection/);

      const again = await database.pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      expect(pids).not.toContain(again.rows[0]?.pid);
    } finally {
      await admin.end();
      await database.close();
    }
  });

  it('opens every connection with JIT off, whatever the server default', async () => {
    const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 2 });
    try {
      const settings = await Promise.all(
        [1, 2].map(() =>
          database.pool
            .query<{ jit: string }>("select current_setting('jit') as jit, pg_sleep(0.05)")
            .then((r) => r.rows[0]?.jit),
        ),
      );
      expect(settings).toEqual(['off', 'off']);
      // The SET ran before the connection was handed out, not alongside the first query.
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
