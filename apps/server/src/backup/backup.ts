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
import { copyDirectoryToStorage, copyObjectsToDirectory, listObjectsInDirectory } from './media-copy';
import { listS3Objects } from './s3-list';

/** What a backup folder holds, written last (a folder without it is an unfinished backup). */
export type BackupManifest = {
  format: 1;
  createdAt: string;
  database: { kind: 'postgres' | 'pglite'; file: string; schemaVersion: number };
  media: { from: 'local' | 's3'; objects: number; bytes: number };
};

const manifestName = 'manifest.json';

async function schemaVersionOf(config: Config) {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    return await currentSchemaVersion(database.pool);
  } finally {
    await database.close();
  }
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
  fs.mkdirSync(outDir, { recursive: true });
  let database: BackupManifest['database'];
  if (config.DATABASE_URL) {
    const schemaVersion = await schemaVersionOf(config);
    await dumpPostgres(config.DATABASE_URL, path.join(outDir, 'database.pgdump'));
    database = { kind: 'postgres', file: 'database.pgdump', schemaVersion };
  } else {
    const release = acquireDataDirLock(config.DATA_DIR);
    try {
      const schemaVersion = await schemaVersionOf(config);
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
    format: 1,
    createdAt: new Date().toISOString(),
    database,
    media: { from: usesS3(config) ? 's3' : 'local', objects: objects.length, bytes },
  };
  fs.writeFileSync(path.join(outDir, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readManifest(backupDir: string): BackupManifest {
  const file = path.join(backupDir, manifestName);
  if (!fs.existsSync(file)) throw new Error(`${backupDir} has no ${manifestName}: not a finished backup`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
}

/**
 * A backup into the database and media storage that `config` names (both may differ from where it was taken:
 * local media can go to S3 and back). The database kind must match. Servers on the target must be stopped.
 */
export async function restoreBackup(config: Config, backupDir: string, options: { replace?: boolean } = {}) {
  const manifest = readManifest(backupDir);
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
