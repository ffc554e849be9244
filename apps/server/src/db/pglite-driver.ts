import { type PGlite, protocol } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { prepareValue } from 'pg/lib/utils.js';
import type { SqlClient, SqlPool, SqlResult } from './sql-pool';

type TypeParsers = { getTypeParser: (oid: number, format?: 'text') => (value: string) => unknown };

const { serialize } = protocol;
// The parts of PGlite's parsed backend messages we read.
type RowDescription = { fields: { name: string; dataTypeID: number }[] };
type DataRow = { fields: (string | null)[] };
type CommandComplete = { text: string };

/**
 * Kysely straight onto the embedded PGlite, without node-postgres in between. The pg bridge turned every query
 * into five separate calls into PGlite (parse, bind, describe, execute, sync) and two result parsers; here each
 * query is one message buffer and PGlite's parsed reply is read directly. Statements are named and parsed once
 * (see named-statements.ts for why that matters), values and results use node-postgres' own converters, so
 * rows look exactly as they do on a PostgreSQL server. PGlite is one backend: a lock gives it to one Kysely
 * connection at a time, so a transaction's statements never interleave with another request's.
 */
export function createPgliteDatabase(pglite: PGlite, types: TypeParsers, maxStatements = 2000) {
  const statements = new Map<string, string>();
  let statementsMade = 0;
  const parsers = new Map<number, (value: string) => unknown>();
  const parserFor = (oid: number) => {
    let parse = parsers.get(oid);
    if (!parse) {
      parse = types.getTypeParser(oid, 'text');
      parsers.set(oid, parse);
    }
    return parse;
  };

  async function run<R>(
    sql: string,
    values: readonly unknown[],
    simple = false,
    retried = false,
  ): Promise<SqlResult<R> & { command: string }> {
    let name = simple ? undefined : statements.get(sql);
    const parts: Uint8Array[] = [];
    if (simple) {
      // The simple protocol, as pg uses for a text without values: it may hold several statements (migrations).
      parts.push(serialize.query(sql));
    } else if (!name && statements.size < maxStatements) {
      // A name used once is never reused, even after its statement was forgotten.
      name = `s${statementsMade.toString(36)}`;
      parts.push(serialize.parse({ name, text: sql, types: [] }));
    } else if (!name) {
      parts.push(serialize.parse({ name: '', text: sql, types: [] }));
    }
    if (!simple)
      parts.push(
        serialize.bind({ statement: name ?? '', values: values.map((value) => prepareValue(value)) }),
        serialize.describe({ type: 'P', name: '' }),
        serialize.execute({}),
        serialize.sync(),
      );
    const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      message.set(part, offset);
      offset += part.length;
    }
    // Errors come back as a message (not thrown) so that we still learn whether the statement was parsed:
    // a named statement that parsed exists from then on, even when its execution failed.
    const reply = await pglite.execProtocol(message, { throwOnError: false });
    let failure: Error | undefined;
    for (const msg of reply.messages) {
      if (msg.name === 'parseComplete' && name) {
        statements.set(sql, name);
        statementsMade++;
      } else if (msg.name === 'error' && !failure) failure = msg as unknown as Error;
    }
    if (failure) {
      // Our named statement is gone (someone ran DEALLOCATE or DISCARD): parse it again, once, when that is
      // still possible (outside a transaction, which the error has now aborted).
      if ((failure as Error & { code?: string }).code === '26000' && name && statements.get(sql) === name) {
        statements.delete(sql);
        if (!retried && !pglite.isInTransaction()) return run(sql, values, simple, true);
      }
      throw failure;
    }

    let fields: { name: string; parse: (value: string) => unknown }[] = [];
    const rows: R[] = [];
    let command = '';
    for (const msg of reply.messages) {
      if (msg.name === 'rowDescription') {
        fields = (msg as unknown as RowDescription).fields.map((field) => ({
          name: field.name,
          parse: parserFor(field.dataTypeID),
        }));
      } else if (msg.name === 'dataRow') {
        const cells = (msg as unknown as DataRow).fields;
        const row: Record<string, unknown> = {};
        for (let i = 0; i < fields.length; i++) {
          const field = fields[i] as (typeof fields)[number];
          const cell = cells[i];
          row[field.name] = cell === null || cell === undefined ? null : field.parse(cell);
        }
        rows.push(row as R);
      } else if (msg.name === 'commandComplete') {
        command = (msg as unknown as CommandComplete).text;
      }
    }
    const count = Number(command.split(' ').at(-1));
    return { rows, rowCount: Number.isFinite(count) ? count : null, command };
  }

  // One backend, one holder at a time.
  let tail: Promise<void> = Promise.resolve();
  const lock = async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = tail;
    tail = previous.then(() => held);
    await previous;
    return release;
  };

  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const { rows, rowCount, command } = await run<R>(query.sql, query.parameters);
      const verb = command.split(' ')[0];
      const changes = verb === 'INSERT' || verb === 'UPDATE' || verb === 'DELETE' || verb === 'MERGE';
      return changes && rowCount !== null ? { rows, numAffectedRows: BigInt(rowCount) } : { rows };
    },
    streamQuery() {
      throw new Error('streaming queries are not supported on PGlite');
    },
  };

  const releases: (() => void)[] = [];
  const driver: Driver = {
    async init() {},
    async acquireConnection() {
      releases.push(await lock());
      return connection;
    },
    async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings) {
      const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
      await conn.executeQuery(CompiledQuery.raw(`begin${isolation}`));
    },
    async commitTransaction(conn: DatabaseConnection) {
      await conn.executeQuery(CompiledQuery.raw('commit'));
    },
    async rollbackTransaction(conn: DatabaseConnection) {
      await conn.executeQuery(CompiledQuery.raw('rollback'));
    },
    async releaseConnection() {
      releases.shift()?.();
    },
    async destroy() {},
  };

  const dialect: Dialect = {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => driver,
    createQueryCompiler: () => new PostgresQueryCompiler(),
    // biome-ignore lint/suspicious/noExplicitAny: Kysely's introspector takes any database.
    createIntrospector: (db: Kysely<any>) => new PostgresIntrospector(db),
  };

  /** The same backend as a pool, for migrations, the health check and the test harness. */
  const query: SqlClient['query'] = (text, values = []) => run(text, values, values.length === 0);
  const pool: SqlPool = {
    async query(text, values) {
      const release = await lock();
      try {
        return await query(text, values);
      } finally {
        release();
      }
    },
    async connect() {
      return { query, release: await lock() };
    },
  };

  return { dialect, pool };
}
