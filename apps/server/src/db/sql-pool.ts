/**
 * Raw SQL for what Kysely does not do: migrations, the health check, LISTEN, the test harness and the bench
 * scripts. node-postgres' pg.Pool fits these types, and so does the embedded database's pool (pglite-driver.ts).
 */
export type SqlResult<R> = { rows: R[]; rowCount: number | null };
export type SqlClient = {
  // biome-ignore lint/suspicious/noExplicitAny: rows are untyped here, as with pg.
  query<R = any>(text: string, values?: unknown[]): Promise<SqlResult<R>>;
  release(): void;
};
export type SqlPool = Pick<SqlClient, 'query'> & { connect(): Promise<SqlClient> };
