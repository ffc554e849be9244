import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { currentSchemaVersion } from '../db/migrate';
import { openDatabase } from '../db/pool';
import { createStorage, mediaDirOf, usesS3 } from '../storage/create-storage';
import {
  countPostgresTables,
  dumpPglite,
  dumpPostgres,
  restorePglite,
  restorePostgres,
} from './database-dump';
import { type BackupManifest, checksumFiles, readManifest, verifyBackup, writeManifest } from './manifest';
import { copyDirectoryToStorage, copyObjectsToDirectory, listObjectsInDirectory } from './media-copy';
import { listS3Objects } from './s3-list';

async function schemaVersionOf(config: Config) {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    return await currentSchemaVersion(database.pool);
  } finally {
    await database.close();
  }
}

/**
 * Where the database to back up is, or an error when there is none (issue #56: a backup that found no database
 * used to print 'schema 0' and exit 0). Opens nothing: the embedded database is opened only under its lock.
 */
function findDatabase(config: Config) {
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  }
  const pgDir = path.join(config.DATA_DIR, 'pg');
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    throw new Error(
      `no database to back up: DATABASE_URL is not set and DATA_DIR (${config.DATA_DIR}) holds no embedded ` +
        "database. Load the server's settings first (systemd: set -a; . /etc/circles/circles.env; set +a)",
    );
  }
  return pgDir;
}

/** The schema version of the database at `where`, or why it is not worth backing up (unreachable, never migrated). */
async function schemaVersionToBackUp(config: Config, where: string) {
  let version: number;
  try {
    version = await schemaVersionOf(config);
  } catch (error) {
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new Error(`cannot reach the database at ${where}: ${reason}`);
  }
  if (version === 0) {
    throw new Error(
      `the database at ${where} has no Circles schema (version 0): a wrong DATABASE_URL or DATA_DIR, or never migrated`,
    );
  }
  return version;
}

/** The backup folder, new or empty, readable by its owner only (0700; files 0600 through the umask). */
function prepareFolder(outDir: string) {
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0) throw new Error(`${outDir} is not empty`);
  fs.mkdirSync(outDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(outDir, 0o700);
}

function listStoredMedia(config: Config) {
  if (!usesS3(config)) return listObjectsInDirectory(mediaDirOf(config));
  return listS3Objects({
    endpoint: config.S3_ENDPOINT ?? '',
    region: config.S3_REGION,
    bucket: config.S3_BUCKET ?? '',
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

/**
 * The database, then the media, into a new folder `outDir`. PostgreSQL is dumped while the servers run (pg_dump
 * reads one consistent snapshot); the embedded database only with its server stopped (its lock is taken here).
 */
export async function createBackup(config: Config, outDir: string): Promise<BackupManifest> {
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0) throw new Error(`${outDir} is not empty`);
  // Everything written from here on (pg_dump's file, media copies, folders) is its owner's alone.
  const umask = process.umask(0o077);
  try {
    return await writeBackup(config, outDir);
  } finally {
    process.umask(umask);
  }
}

async function writeBackup(config: Config, outDir: string): Promise<BackupManifest> {
  let database: BackupManifest['database'];
  const where = findDatabase(config);
  if (config.DATABASE_URL) {
    const schemaVersion = await schemaVersionToBackUp(config, where);
    prepareFolder(outDir);
    await dumpPostgres(config.DATABASE_URL, path.join(outDir, 'database.pgdump'));
    database = { kind: 'postgres', file: 'database.pgdump', schemaVersion };
  } else {
    const release = acquireDataDirLock(config.DATA_DIR);
    try {
      const schemaVersion = await schemaVersionToBackUp(config, where);
      prepareFolder(outDir);
      await dumpPglite(config.DATA_DIR, path.join(outDir, 'database.tar.gz'));
      database = { kind: 'pglite', file: 'database.tar.gz', schemaVersion };
    } finally {
      release();
    }
  }
  // After the database: a file uploaded meanwhile is copied though no row names it yet (harmless).
  const objects = await listStoredMedia(config);
  const bytes = await copyObjectsToDirectory(createStorage(config), objects, path.join(outDir, 'media'));
  const manifest: BackupManifest = {
    format: 2,
    createdAt: new Date().toISOString(),
    database,
    media: { from: usesS3(config) ? 's3' : 'local', objects: objects.length, bytes },
    files: await checksumFiles(outDir),
  };
  writeManifest(outDir, manifest);
  return manifest;
}

export { readManifest, verifyBackup };

/**
 * A backup into the database and media storage that `config` names (both may differ from where it was taken:
 * local media can go to S3 and back). The database kind must match. Servers on the target must be stopped.
 */
export async function restoreBackup(config: Config, backupDir: string, options: { replace?: boolean } = {}) {
  const manifest = readManifest(backupDir);
  // A backup whose files changed since it was taken is not restored (older ones, without checksums, still are).
  if (manifest.files) {
    const problems = await verifyBackup(backupDir);
    if (problems.length > 0)
      throw new Error(`the backup does not match its manifest: ${problems.join('; ')}`);
  }
  const dumpFile = path.join(backupDir, manifest.database.file);
  if (manifest.database.kind === 'postgres') {
    if (!config.DATABASE_URL) throw new Error('this backup is of PostgreSQL: set DATABASE_URL to restore it');
    if (!options.replace && (await countPostgresTables(config.DATABASE_URL)) > 0) {
      throw new Error('the target database has tables: restore into an empty database, or pass --replace');
    }
    await restorePostgres(config.DATABASE_URL, dumpFile, options.replace ?? false);
  } else {
    if (config.DATABASE_URL) throw new Error('this backup is of the embedded database: unset DATABASE_URL');
    const release = acquireDataDirLock(config.DATA_DIR);
    try {
      await restorePglite(config.DATA_DIR, dumpFile);
    } finally {
      release();
    }
  }
  const media = await copyDirectoryToStorage(path.join(backupDir, 'media'), createStorage(config));
  const schemaVersion = await schemaVersionOf(config);
  return { manifest, media, schemaVersion };
}
