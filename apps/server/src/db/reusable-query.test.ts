import { PostgresDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { getTestServer } from '../test/test-server';
import { DirectKysely, reusableQuery } from './reusable-query';

const emailsLike = (prefix: string) => `${prefix}%`;

describe('reusable queries', () => {
  it('run on the pool directly for the database, with fresh values each time', async () => {
    const { database } = (await getTestServer()).context;
    const { db } = database;
    if (!(db instanceof DirectKysely)) throw new Error('the server’s Kysely carries no direct runner');
    const server = db;
    // A Kysely whose own connection is never opened: every statement must come through its runner.
    const sent: string[] = [];
    const spied = new DirectKysely<unknown>(
      {
        dialect: new PostgresDialect({
          pool: () => Promise.reject(new Error('reusable queries must not take the Kysely path')),
        }),
      },
      (text, values) => {
        sent.push(text);
        return server.runDirect(text, values);
      },
    );
    const echo = reusableQuery(
      spied,
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
