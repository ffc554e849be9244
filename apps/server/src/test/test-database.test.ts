import { describe, expect, it } from 'vitest';
import { getTestDatabase, resetTestDatabase } from './test-database';

// The reset every integration test starts from (decision 0103): what a test wrote is gone, what the migrations seeded
// is back as they left it, and identities start again, as `truncate ... restart identity` did.
describe('resetTestDatabase', () => {
  it('empties what tests wrote, puts the seeded rows back and restarts identities', async () => {
    const { pool } = await getTestDatabase();
    const worldBefore = (await pool.query("select * from circles where id = 'world'")).rows;
    const policiesBefore = (await pool.query('select count(*)::int as n from governance_policies')).rows[0];
    expect(worldBefore).toHaveLength(1);

    await pool.query("insert into waitlist (email) values ('first@example.com'), ('second@example.com')");
    await pool.query(
      "update circles set photos_count = photos_count + 5, name = 'Renamed' where id = 'world'",
    );
    await pool.query('delete from governance_policies');
    await resetTestDatabase(await getTestDatabase());

    expect((await pool.query('select count(*)::int as n from waitlist')).rows[0]).toEqual({ n: 0 });
    expect((await pool.query("select * from circles where id = 'world'")).rows).toEqual(worldBefore);
    expect((await pool.query('select count(*)::int as n from governance_policies')).rows[0]).toEqual(
      policiesBefore,
    );
    const again = await pool.query<{ id: string | number }>(
      "insert into waitlist (email) values ('third@example.com') returning id",
    );
    expect(Number(again.rows[0]?.id)).toBe(1);
  });
});
