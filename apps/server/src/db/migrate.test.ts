import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getTestDatabase } from '../test/test-database';
import { migrate, readMigrations } from './migrate';

const tempDirs: string[] = [];
const migrationsDir = (files: Record<string, string>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-migrations-'));
  tempDirs.push(dir);
  for (const [name, sql] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), sql);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('migrate', () => {
  it('reads the numbered files in order and refuses a gap', () => {
    const dir = migrationsDir({ '0002_b.sql': 'select 2', '0001_a.sql': 'select 1', 'notes.txt': 'ignored' });
    expect(readMigrations(dir).map((m) => m.name)).toEqual(['0001_a', '0002_b']);
    const gap = migrationsDir({ '0001_a.sql': 'select 1', '0003_c.sql': 'select 3' });
    expect(() => readMigrations(gap)).toThrow(/gap/);
  });

  it('is idempotent: a second run applies nothing and keeps the version', async () => {
    const database = await getTestDatabase();
    const before = await migrate(database.pool);
    expect(await migrate(database.pool)).toBe(before);
    const { rows } = await database.pool.query('select count(*)::int as n from schema_migrations');
    expect(rows[0].n).toBe(before);
  });

  it('rolls a failing migration back whole and records nothing for it', async () => {
    const database = await getTestDatabase();
    const existing = readMigrations();
    const version = existing.length + 1;
    const broken = {
      version,
      name: `${version}_broken`,
      sql: 'create table half_done (id int); select no_such_fn();',
    };
    await expect(migrate(database.pool, [...existing, broken])).rejects.toThrow(/broken/);
    const table = await database.pool.query("select to_regclass('public.half_done') as t");
    expect(table.rows[0].t).toBeNull();
    const recorded = await database.pool.query('select 1 from schema_migrations where version = $1', [
      version,
    ]);
    expect(recorded.rowCount).toBe(0);
  });
});
