import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Kysely's queries as named prepared statements: each distinct SQL text is parsed once per connection and then
 * only bound and executed. PostgreSQL plans a prepared statement's first five runs one by one and afterwards keeps
 * a generic plan when it costs no more, so the hot feed queries (which write their constants as literals) skip
 * planning — on PGlite planning was most of a feed page's time. Texts beyond the cap (ever-new IN lists, say)
 * run unnamed, so the per-connection statement cache stays bounded.
 */
export function statementNames(maxStatements = 2000) {
  const names = new Map<string, string>();
  /** The statement's name (one per text, the same on every connection), or undefined past the cap. */
  return (text: string) => {
    let name = names.get(text);
    if (!name && names.size < maxStatements) {
      name = `k${names.size.toString(36)}`;
      names.set(text, name);
    }
    return name;
  };
}

export function withNamedStatements(pool: pg.Pool, nameFor = statementNames()): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      const named: PostgresPoolClient = {
        // biome-ignore lint/suspicious/noExplicitAny: Kysely's overloads (text or a cursor) meet pg's here.
        query: ((textOrCursor: any, values?: readonly unknown[]) => {
          if (typeof textOrCursor !== 'string') return client.query(textOrCursor);
          const name = nameFor(textOrCursor);
          if (!name) return client.query(textOrCursor, values as unknown[]);
          return client.query({ name, text: textOrCursor, values: values as unknown[] });
        }) as PostgresPoolClient['query'],
        release: () => client.release(),
      };
      return named;
    },
    end: () => pool.end(),
  };
}
