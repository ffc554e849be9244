import {
  type Compilable,
  type CompiledQuery,
  Kysely,
  type KyselyConfig,
  type QueryResult,
  type RawBuilder,
} from 'kysely';

const marker = '\u0000reusable:';

/** Runs compiled SQL on the database's pool as a named prepared statement, bypassing Kysely's executor. */
export type DirectRunner = (sql: string, parameters: readonly unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * The server's Kysely: it also carries the pool's direct runner, so reusable queries on it (not on a transaction,
 * which is another object and keeps Kysely's path) go straight to the pool. Kysely's executor, driver and
 * connection layers cost about 90 µs of CPU per feed page, a sixth of the server's share. The runner must name
 * statements as Kysely's own path does, so one text is prepared once per connection whichever way it came.
 */
export class DirectKysely<DB> extends Kysely<DB> {
  constructor(
    config: KyselyConfig,
    readonly runDirect: DirectRunner,
  ) {
    super(config);
  }
}

/**
 * A hot query built and compiled once per shape, then run with fresh values. Building and compiling a Kysely
 * query cost about as much CPU as the rest of a feed request on PostgreSQL. The query is built with stand-in
 * values (unique strings); each run swaps them for the real ones in the compiled parameters. Anything that
 * changes the SQL text itself (a literal limit, an optional clause) belongs in the shape key.
 */
export function reusableQuery<Shape, Args extends Record<string, unknown>, Row>(
  // biome-ignore lint/suspicious/noExplicitAny: any database; the builder decides.
  db: Kysely<any>,
  build: (shape: Shape, args: Args) => Compilable<Row> | RawBuilder<Row>,
) {
  const compiled = new Map<string, CompiledQuery<Row>>();
  return async (shape: Shape, args: Args): Promise<QueryResult<Row>> => {
    const key = JSON.stringify(shape);
    let query = compiled.get(key);
    if (!query) {
      const standIns = Object.fromEntries(
        Object.keys(args).map((name) => [name, `${marker}${name}`]),
      ) as Args;
      // A raw `sql` query compiles against the database; a query builder ignores the argument.
      query = build(shape, standIns).compile(db);
      compiled.set(key, query);
    }
    const parameters = query.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(marker) ? args[value.slice(marker.length)] : value,
    );
    if (db instanceof DirectKysely) return (await db.runDirect(query.sql, parameters)) as QueryResult<Row>;
    return db.executeQuery<Row>({ ...query, parameters });
  };
}
