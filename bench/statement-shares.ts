// Where the database's time went during a run (issue #38): PostgreSQL's own pg_stat_statements, grouped by the
// kind of read or write each statement serves. Needs the extension loaded (shared_preload_libraries) and created
// in the bench database; without it the run says so and goes on.
//   alter system set shared_preload_libraries = 'pg_stat_statements';  -- then restart PostgreSQL
//   create extension pg_stat_statements;                              -- in the bench database
import pg from 'pg';

/** A statement's kind, from text only our repositories write. The first match wins. */
const kinds: [string, RegExp][] = [
  ['search', /search_vector/],
  ['feed page', /page\.cells/],
  ['comments', /from comments|"comments"/],
  ['post detail', /"target" as \(select "p"\."id" from "posts"/],
  ['notifications', /"notifications"|from notifications/],
  ['session', /auth_sessions|"users"\."id" = \$1/],
  ['write', /^\s*(insert|update|delete)/i],
];
const kindOf = (query: string) => kinds.find(([, pattern]) => pattern.test(query))?.[0] ?? 'other';

export async function statementShares(databaseUrl: string | undefined) {
  if (!databaseUrl) return undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_stat_statements_reset()');
  } catch {
    await client.end();
    console.log(
      'database time by kind: pg_stat_statements is not loaded in this database (see bench/statement-shares.ts)',
    );
    return undefined;
  }
  return {
    /** Reads the statements' times since the reset; the answer prints each kind's share, calls and mean time. */
    async collect(requests: number) {
      const { rows } = await client.query<{ query: string; total: number; calls: string }>(
        `select query, total_exec_time as total, calls from pg_stat_statements
         where dbid = (select oid from pg_database where datname = current_database())`,
      );
      await client.end();
      const byKind = new Map<string, { total: number; calls: number }>();
      for (const row of rows) {
        const kind = kindOf(row.query);
        const entry = byKind.get(kind) ?? { total: 0, calls: 0 };
        entry.total += Number(row.total);
        entry.calls += Number(row.calls);
        byKind.set(kind, entry);
      }
      const all = [...byKind.values()].reduce((sum, entry) => sum + entry.total, 0);
      return () => {
        console.log(
          `\ndatabase time by kind (pg_stat_statements; time inside statements, waits included): ` +
            `${(all / 1000).toFixed(1)} s in all, ${(all / Math.max(requests, 1)).toFixed(2)} ms per request`,
        );
        console.table(
          [...byKind.entries()]
            .sort(([, a], [, b]) => b.total - a.total)
            .map(([kind, entry]) => ({
              kind,
              share: `${((100 * entry.total) / Math.max(all, 1)).toFixed(1)}%`,
              statements: entry.calls,
              'mean ms': Number((entry.total / Math.max(entry.calls, 1)).toFixed(2)),
            })),
        );
      };
    },
  };
}
