import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase } from './pglite-driver';

const types = {
  getTypeParser: (oid: number) =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, 'text'),
};

describe('PGlite driver', () => {
  let pglite: PGlite;
  let db: Kysely<any>;
  let pool: ReturnType<typeof createPgliteDatabase>['pool'];

  beforeAll(async () => {
    pglite = await PGlite.create();
    const created = createPgliteDatabase(pglite, types);
    pool = created.pool;
    db = new Kysely({ dialect: created.dialect });
    // Several statements in one text go through the simple protocol, as migrations need.
    await pool.query(`create table t (id int primary key, note text, at timestamptz, tags text[], data jsonb);
      create table u (n bigint)`);
  });
  afterAll(() => pglite.close());

  it('writes and reads values as node-postgres does', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const inserted = await db
      .insertInto('t')
      .values({ id: 1, note: "it's", at, tags: ['a', 'b c'], data: JSON.stringify({ k: [1] }) })
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(1n);
    await db.insertInto('u').values({ n: 9007199254740991 }).execute();
    const row = await db.selectFrom('t').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(row).toEqual({ id: 1, note: "it's", at, tags: ['a', 'b c'], data: { k: [1] } });
    expect((await db.selectFrom('u').select('n').executeTakeFirstOrThrow()).n).toBe(9007199254740991);
  });

  it('reports errors with their SQLSTATE and keeps working after them', async () => {
    const duplicate = db.insertInto('t').values({ id: 1, note: 'again' }).execute();
    await expect(duplicate).rejects.toMatchObject({ code: '23505', constraint: 't_pkey' });
    // The same statement (parsed by the failed run) now succeeds with other values.
    await db.insertInto('t').values({ id: 2, note: 'again' }).execute();
    await expect(sql`selec 1`.execute(db)).rejects.toMatchObject({ code: '42601' });
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it('gives a transaction the backend to itself and rolls back on error', async () => {
    let outsideSaw: number | undefined;
    let pending: Promise<void> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ id: 10, note: 'in tx' }).execute();
        // A query from elsewhere waits for the transaction instead of running inside it.
        const outside = db
          .selectFrom('t')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('id', '=', 10)
          .executeTakeFirstOrThrow()
          .then((r) => {
            outsideSaw = Number(r.n);
          });
        // A round trip inside the transaction: had the outside query been let in, it was sent first and would
        // have been answered by now.
        await trx.selectFrom('t').select('id').where('id', '=', 10).execute();
        expect(outsideSaw).toBeUndefined();
        pending = outside;
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await pending;
    expect(outsideSaw).toBe(0);
    expect((await pool.query('select count(*)::int as n from t where id = $1', [10])).rows).toEqual([
      { n: 0 },
    ]);
  });

  // Last: it leaves the driver's other statements deallocated (inside a transaction they could not be re-made).
  it('parses a statement again when it was deallocated behind its back', async () => {
    const read = () => db.selectFrom('t').select('note').where('id', '=', 2).executeTakeFirstOrThrow();
    expect((await read()).note).toBe('again');
    await pool.query('deallocate all');
    expect((await read()).note).toBe('again');
  });
});
