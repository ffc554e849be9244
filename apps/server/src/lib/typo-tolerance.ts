import { type Kysely, sql } from 'kysely';

/**
 * How close a searched word must be to a word of a name for pg_trgm's `<%` to call it a match: 0.45, below
 * pg_trgm's own 0.6, so that a one-letter slip ('pereria', 'hikrs') still finds the name. People search and
 * circle search share it, so both forgive the same typos.
 */
export const typoWordSimilarity = 0.45;

/**
 * Runs `search` in a transaction whose `<%` uses `typoWordSimilarity`. The threshold is set for that
 * transaction only (set_config's third argument), never for the pooled connection.
 */
export function withTypoTolerance<Database, Result>(
  db: Kysely<Database>,
  search: (trx: Kysely<Database>) => Promise<Result>,
) {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(typoWordSimilarity)}, true)`.execute(
      trx,
    );
    return search(trx);
  });
}
