import fs from 'node:fs';
import path from 'node:path';
import type { SqlClient, SqlPool } from './sql-pool';

const migrationsDir = path.join(import.meta.dirname, 'migrations');
const fileNamePattern = /^(\d{4})_[a-z0-9_]+\.sql$/;
// Any constant shared by every server process: it serialises concurrent migrators on one PostgreSQL.
const migrationLockKey = 727_001;

export type Migration = { version: number; name: string; sql: string };

export function readMigrations(dir = migrationsDir): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .filter((file) => fileNamePattern.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.replace(/\.sql$/, ''),
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
    }));
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new Error(`Migration numbering has a gap at ${migration.name}`);
  });
  return migrations;
}

/** Applies each pending migration once, in order, each in its own transaction. Returns the schema version. */
export async function migrate(pool: SqlPool, migrations = readMigrations()): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    for (const migration of migrations) {
      await client.query('begin');
      try {
        await client.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
        const applied = await client.query('select 1 from schema_migrations where version = $1', [
          migration.version,
        ]);
        if (applied.rowCount === 0) {
          await client.query(migration.sql);
          await client.query('insert into schema_migrations (version, name) values ($1, $2)', [
            migration.version,
            migration.name,
          ]);
        }
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
    }
    // The embedded pool has one connection, held here: ask through it.
    return await currentSchemaVersion(client);
  } finally {
    client.release();
  }
}

/** The highest migration applied; 0 on a database never migrated (no schema_migrations table yet). */
export async function currentSchemaVersion(queryable: Pick<SqlClient, 'query'>): Promise<number> {
  try {
    const result = await queryable.query<{ version: number | null }>(
      'select max(version) as version from schema_migrations',
    );
    return result.rows[0]?.version ?? 0;
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return 0; // undefined_table
    throw error;
  }
}
