// What the explain scripts share: a database session (PostgreSQL by URL, or the embedded PGlite data directory)
// whose Kysely instance records every statement it compiles, so a script can run a repository call and then
// PREPARE/EXECUTE/EXPLAIN exactly the SQL the server would send.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPgliteDatabase } from '../apps/server/src/db/pglite-driver';
import type { Database } from '../apps/server/src/db/schema';
import type { SqlClient } from '../apps/server/src/db/sql-pool';

export type ExplainSession = {
  db: Kysely<Database>;
  /** One session of its own, for PREPARE/EXECUTE (on PGlite the server's named statements share it). */
  client: SqlClient;
  /** Runs a repository call and returns every statement it sent, in order. */
  captured: (run: () => Promise<unknown>) => Promise<CompiledQuery[]>;
  close: () => Promise<void>;
};

export async function openExplainSession(options: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<ExplainSession> {
  const compiled: CompiledQuery[] = [];
  const log = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query') compiled.push(event.query);
  };
  const captured = async (run: () => Promise<unknown>) => {
    compiled.length = 0;
    await run();
    if (compiled.length === 0) throw new Error('no query captured');
    return [...compiled];
  };
  if (options.databaseUrl) {
    // As the server's connections are (db/pool.ts): JIT off, so a plan's time is the one the server sees.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 2,
      onConnect: (client) => client.query('set jit = off').then(() => {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    const session = await pool.connect();
    const close = async () => {
      session.release();
      await pool.end();
    };
    return { db, client: session, captured, close };
  }
  const pglite = await PGlite.create(`${options.dataDir ?? './data'}/pg`, { extensions: { pg_trgm } });
  const { dialect, pool } = createPgliteDatabase(pglite, pg.types);
  const db = new Kysely<Database>({ dialect, log });
  const client: SqlClient = { query: (text, params) => pool.query(text, params), release: () => {} };
  return { db, client, captured, close: () => pglite.close() };
}

/** A parameter as an SQL literal, for EXECUTE (arrays as PostgreSQL array literals). */
export const sqlLiteral = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? sqlLiteral(`{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`)
      : `'${String(value instanceof Date ? value.toISOString() : value).replaceAll("'", "''")}'`;
