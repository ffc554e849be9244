// `npm run migrate`: applies the server's pending migrations to DATABASE_URL (or the embedded database in
// DATA_DIR), then exits, so a rolling deploy migrates once before its new processes start (issue #42); those can
// then start with MIGRATE_ON_START=false. Migrations take an advisory lock: two at once wait for each other.
import { loadConfigOrExit } from './config';
import { holdEmbeddedDataDirOrExit } from './db/data-dir-lock';
import { currentSchemaVersion, migrate } from './db/migrate';
import { openDatabase } from './db/pool';

const config = loadConfigOrExit();
const releaseLock = holdEmbeddedDataDirOrExit(config);

const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  sharedBuffers: config.PGLITE_SHARED_BUFFERS,
  poolSize: 1,
});
try {
  // A new database has no schema_migrations table yet.
  const before = await currentSchemaVersion(database.pool).catch(() => 0);
  const after = await migrate(database.pool);
  console.log(
    `Database (${database.kind}) at schema version ${after}: ${after - before} migration(s) applied now.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
  releaseLock();
}
