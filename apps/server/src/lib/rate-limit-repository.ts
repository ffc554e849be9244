import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Write limits share better-auth's `auth_rate_limits` table (one row per key, so they hold across processes).
 * Our keys start with `write:`; `last_request` holds the start of the key's current window, in epoch ms.
 */
export const createRateLimitRepository = (db: Kysely<Database>) => ({
  /** Counts one hit in `key`'s fixed window and returns the count so far, atomically. */
  async hit(key: string, windowMs: number, now = Date.now()): Promise<number> {
    const expired = sql<boolean>`auth_rate_limits.last_request <= ${now - windowMs}`;
    const row = await db
      .insertInto('auth_rate_limits')
      .values({ key, count: 1, last_request: now })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql`case when ${expired} then 1 else auth_rate_limits.count + 1 end`,
          last_request: sql`case when ${expired} then ${now}::bigint else auth_rate_limits.last_request end`,
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },
});

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
