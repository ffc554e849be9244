import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { statementNames, withNamedStatements } from './named-statements';
import { createPgliteDatabase } from './pglite-driver';
import { DirectKysely } from './reusable-query';
import type { Database } from './schema';
import type { SqlPool } from './sql-pool';

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  kind: DatabaseKind;
  /** The server's URL (PostgreSQL only): realtime opens its own LISTEN connection with it. */
  url?: string;
  db: Kysely<Database>;
  /** Raw SQL for migrations, the health check and tests (a pg.Pool, or the same shape over PGlite). */
  pool: SqlPool;
  /** Set for the embedded database: realtime LISTENs through it directly. */
  pglite?: PGlite;
  close: () => Promise<void>;
};

// One set of type parsers for both databases: int8 (counts, sums) as JS numbers, timestamps as Date.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

// PGlite would read its 9 MB WebAssembly file into a buffer that stays resident until a full garbage collection,
// which an idle server may not run for hours (issue #16). Compiled here from a buffer nothing keeps, it is freed
// at the next minor collection; the one compiled module serves every PGlite the process opens (tests open many).
type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
// Node has WebAssembly; the server's TypeScript libraries (ES2023 and Node's types) do not declare it.
declare const WebAssembly: { compile: (bytes: Uint8Array) => Promise<WasmModule> };
let pgliteModule: Promise<WasmModule> | undefined;
const compilePglite = () => {
  pgliteModule ??= WebAssembly.compile(
    fs.readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm')),
  );
  return pgliteModule;
};

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /**
   * PGlite keeps PostgreSQL's shared buffers inside its WebAssembly memory, which only grows: with the default
   * 128 MB the server settled far above 250 MB RSS once they filled. The operating system caches the data files
   * anyway (PGlite reads them through node:fs), so a smaller pool costs little (bench/memory.ts). Default 16MB.
   */
  sharedBuffers?: string;
  /**
   * The embedded database's first contents, as PGlite's data directory tarball (`dumpDataDir`, its `loadDataDir`
   * option): the tests' databases start from one initdb made once (scripts/pglite-template.mjs).
   */
  initialData?: Blob;
  /** PostgreSQL connections this process keeps (DATABASE_POOL_SIZE); the embedded database has one. */
  poolSize?: number;
  /** Told when PostgreSQL ends an idle pooled connection (restart, pg_terminate_backend, a proxy's timeout). */
  onIdleConnectionLost?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // PostgreSQL compiles a statement with its JIT once the statement's estimated cost passes jit_above_cost. At
    // 10M posts the post searches' estimates did, and compiling cost them 15-20 ms where the work was under 1 ms
    // (bench/explain-search.ts). This app sends short statements only: JIT is off on each connection it opens (a
    // SET, not a startup option, which PgBouncer refuses). pg-pool's onConnect runs it before the connection is
    // handed out (a 'connect' listener's query would run alongside the first one, which pg 9 will refuse).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types,
      // A failed SET leaves the connection planning with JIT; refusing the connection for it would be worse.
      onConnect: (client) =>
        client.query('set jit = off').then(
          () => {},
          () => {},
        ),
    });
    // pg-pool has already dropped the connection and opens a new one on demand; without a listener, its 'error'
    // event would be thrown and end the whole process.
    pool.on('error', (error) => options.onIdleConnectionLost?.(error));
    await pool.query('select 1');
    const nameFor = statementNames();
    const db = new DirectKysely<Database>(
      { dialect: new PostgresDialect({ pool: withNamedStatements(pool, nameFor) }) },
      (text, values) => {
        const name = nameFor(text);
        return name ? pool.query({ name, text, values: [...values] }) : pool.query(text, [...values]);
      },
    );
    return { kind: 'postgres', url: options.databaseUrl, db, pool, close: () => db.destroy() };
  }
  // DATA_DIR/pg: the test harness copies an initialised one there too (scripts/pglite-template.mjs).
  const dataDir = options.dataDir ? path.join(options.dataDir, 'pg') : 'memory://';
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, {
    pgliteWasmModule: await compilePglite(),
    loadDataDir: options.initialData,
    // Trigram search (people, circles): PostgreSQL ships it as contrib; PGlite loads it as an extension.
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers ?? '16MB'}`],
  });
  const { dialect, pool } = createPgliteDatabase(pglite, types);
  const db = new DirectKysely<Database>({ dialect }, (text, values) => pool.query(text, [...values]));
  return {
    kind: 'pglite',
    db,
    pool,
    pglite,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
