import pg from 'pg';
import { templateTarball } from '../../../../scripts/pglite-template.mjs';
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
    // In memory, from the data directory PGlite's initdb made once for all tests (scripts/pglite-template.mjs).
    const database = await openDatabase({ initialData: new Blob([await templateTarball()]) });
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

const resetScripts = new WeakMap<DatabaseHandle, Promise<string>>();

/**
 * The script that puts `database` back as the migrations left it, made before the first test writes: the seeded
 * rows are copied into a schema of their own (test_seed), and the script empties every other table, restarts
 * their sequences (as `truncate ... restart identity` would) and copies the seeds back, in one transaction.
 *
 * `delete`, not `truncate`: truncating the ~50 tables cost 45 ms of CPU on PGlite and 126 ms on PostgreSQL (new
 * files for each, synced) for every test; deleting the few rows a test wrote costs about a millisecond (issue #55).
 * The deletes run with session_replication_role = replica, so neither foreign keys nor triggers act on rows that
 * are all going anyway (the tests' database role is a superuser: PGlite's, and CI's postgres).
 */
function resetScript(database: DatabaseHandle) {
  let script = resetScripts.get(database);
  if (!script) {
    script = makeResetScript(database);
    resetScripts.set(database, script);
  }
  return script;
}

async function makeResetScript({ pool }: DatabaseHandle) {
  const { rows } = await pool.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  const tables = rows.map((row) => row.tablename).filter((table) => !referenceTables.has(table));
  // The sequences truncate's `restart identity` restarts: those owned by a column of the emptied tables.
  const sequences = await pool.query<{ name: string }>(
    `select sequence.oid::regclass::text as name
       from pg_class sequence
       join pg_depend owner on owner.classid = 'pg_class'::regclass and owner.objid = sequence.oid
                            and owner.deptype in ('a', 'i')
       join pg_class owning on owning.oid = owner.refobjid
       join pg_namespace namespace on namespace.oid = owning.relnamespace
      where sequence.relkind = 'S' and namespace.nspname = 'public' and owning.relname = any($1)
      order by 1`,
    [tables],
  );
  await pool.query(
    [
      'drop schema if exists test_seed cascade',
      'create schema test_seed',
      ...seededRows.map(
        (seed) =>
          `create table test_seed.${seed.table} as select ${seed.columns ?? '*'} from ${seed.table} where ${seed.where}`,
      ),
    ].join(';\n'),
  );
  return [
    'begin',
    'set local session_replication_role = replica',
    ...tables.map((table) => `delete from "${table}"`),
    'set local session_replication_role = origin',
    ...sequences.rows.map((sequence) => `alter sequence ${sequence.name} restart`),
    ...seededRows.map((seed) =>
      seed.columns
        ? `insert into ${seed.table} (${seed.columns}) select ${seed.columns} from test_seed.${seed.table}`
        : `insert into ${seed.table} select * from test_seed.${seed.table}`,
    ),
    'commit',
  ].join(';\n');
}

/** Empties every table but the reference data, so each test starts from a freshly migrated database. */
export async function resetTestDatabase(database: DatabaseHandle) {
  // Several statements and no values: one round trip, by the simple protocol (node-postgres and PGlite alike).
  await database.pool.query(await resetScript(database));
}

/** Forgets every rate-limit counter, for tests that need many auth calls from one address. */
export async function clearRateLimits(database: DatabaseHandle) {
  await database.pool.query('delete from auth_rate_limits');
}
