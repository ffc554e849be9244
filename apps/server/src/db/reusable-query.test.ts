import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { getTestServer } from '../test/test-server';
import {
  type DirectRunner,
  directRunnerOf,
  reusableQuery,
  runReusableQueriesDirectly,
} from './reusable-query';

const emailsLike = (prefix: string) => `${prefix}%`;

describe('reusable queries', () => {
  it('run on the pool directly for the database, with fresh values each time', async () => {
    const { database } = (await getTestServer()).context;
    const { db } = database;
    const pool = directRunnerOf(db) as DirectRunner;
    expect(pool).toBeDefined();
    const sent: string[] = [];
    runReusableQueriesDirectly(db, (text, values) => {
      sent.push(text);
      return pool(text, values);
    });
    try {
      const echo = reusableQuery(
        db,
        (_shape: 'echo', args: { word: string; n: number }) =>
          sql<{
            word: string;
            doubled: number;
          }>`select ${args.word}::text as word, ${args.n}::int * 2 as doubled`,
      );
      expect((await echo('echo', { word: 'alpha', n: 2 })).rows).toEqual([{ word: 'alpha', doubled: 4 }]);
      expect((await echo('echo', { word: 'beta', n: 5 })).rows).toEqual([{ word: 'beta', doubled: 10 }]);
      expect(sent).toHaveLength(2);
      expect(sent[0]).toBe(sent[1]); // compiled once: the same text, so the same prepared statement
    } finally {
      runReusableQueriesDirectly(db, pool);
    }
  });

  it('inside a transaction go through it, and see its uncommitted rows', async () => {
    const { database } = (await getTestServer()).context;
    const { db } = database;
    const build = (_shape: 'emails', args: { pattern: string }) =>
      db.selectFrom('waitlist').select('email').where('email', 'like', args.pattern);
    const outside = reusableQuery(db, build);
    let seenInside: string[] = [];
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('waitlist').values({ email: 'reusable@example.com' }).execute();
        const inside = reusableQuery(trx, (_shape: 'emails', args: { pattern: string }) =>
          trx.selectFrom('waitlist').select('email').where('email', 'like', args.pattern),
        );
        seenInside = (await inside('emails', { pattern: emailsLike('reusable') })).rows.map(
          (row) => row.email,
        );
        throw new Error('roll back');
      })
      .catch((error: Error) => {
        if (error.message !== 'roll back') throw error;
      });
    expect(seenInside).toEqual(['reusable@example.com']);
    expect((await outside('emails', { pattern: emailsLike('reusable') })).rows).toEqual([]);
  });
});
