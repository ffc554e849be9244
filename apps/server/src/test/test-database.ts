import pg from 'pg';
import { migrate } from '../db/migrate';
import { type DatabaseHandle, openDatabase } from '../db/pool';

// Tables holding reference data written by migrations; every other table is emptied between tests.
const referenceTables = new Set(['schema_migrations', 'icons']);
// Rows seeded by migrations into tables that members also write to: kept across the reset.
// Governance (issue #40): the areas, their first texts and the sample proposals, in the order they reference.
const seededRows: { table: string; where: string; columns?: string }[] = [
  { table: 'circles', where: "id = 'world'" },
  { table: 'governance_policies', where: 'true' },
  { table: 'governance_proposals', where: 'author_id is null' },
  { table: 'governance_policy_versions', where: 'true' },
  // The sample listings (members list their own since issue #40; those go with the members). Generated and
  // defaulted columns are left to the database.
  {
    table: 'marketplace_listings',
    where: 'seller_id is null',
    columns: 'id, category, title, description, price_cents, location, seller_name, created_at',
  },
];

let shared: Promise<DatabaseHandle> | undefined;

/**
 * One migrated database per test worker, created once: embedded PGlite by default, or a
 * database of its own on the server named by TEST_DATABASE_URL (so workers never share rows).
 */
export function getTestDatabase(): Promise<DatabaseHandle> {
  shared ??= createWorkerDatabase();
  return shared;
}

async function createWorkerDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({});
    await migrate(database.pool);
    return database;
  }
  // Named after this run (the workers' parent process) too: runs side by side on one server never share rows.
  const name = `circles_test_${process.ppid}_${process.env.VITEST_POOL_ID ?? '0'}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await dropDatabasesOfEndedRuns(admin);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await migrate(database.pool);
  return database;
}

/** Worker databases whose run has ended (its process is gone) are dropped, so they do not pile up. */
async function dropDatabasesOfEndedRuns(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname ~ '^circles_test_[0-9]+_[0-9]+$'",
  );
  for (const { datname } of rows) {
    const runPid = Number(datname.split('_')[2]);
    if (isAlive(runPid)) continue;
    await admin.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const seedSnapshots = new WeakMap<DatabaseHandle, Promise<{ table: string; rows: object[] }[]>>();

/**
 * The seeded rows as the migrations left them, read before the first test touches them: a test's writes (the
 * world circle's photo count, say) must not carry over into the next test.
 */
function migratedSeedRows(database: DatabaseHandle) {
  let snapshot = seedSnapshots.get(database);
  if (!snapshot) {
    snapshot = Promise.all(
      seededRows.map(async (seed) => ({
        table: seed.table,
        rows: (
          await database.pool.query(`select ${seed.columns ?? '*'} from ${seed.table} where ${seed.where}`)
        ).rows,
      })),
    );
    seedSnapshots.set(database, snapshot);
  }
  return snapshot;
}

/** Empties every table but the reference data, so each test starts from a freshly migrated database. */
export async function resetTestDatabase(database: DatabaseHandle) {
  const { rows } = await database.pool.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public'",
  );
  const tables = rows.map((row) => row.tablename).filter((table) => !referenceTables.has(table));
  const kept = await migratedSeedRows(database);
  if (tables.length > 0) {
    await database.pool.query(`truncate ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`);
  }
  for (const { table, rows: keptRows } of kept) {
    for (const row of keptRows) {
      const columns = Object.keys(row);
      const placeholders = columns.map((_, index) => `$${index + 1}`).join(', ');
      await database.pool.query(
        `insert into ${table} (${columns.join(', ')}) values (${placeholders})`,
        Object.values(row),
      );
    }
  }
}

/** Forgets every rate-limit counter, for tests that need many auth calls from one address. */
export async function clearRateLimits(database: DatabaseHandle) {
  await database.pool.query('delete from auth_rate_limits');
}
