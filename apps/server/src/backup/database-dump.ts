import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from '../db/pool';

/**
 * libpq's settings from a postgres:// URL, passed to pg_dump and pg_restore through their environment, so the
 * password never shows in the process list.
 */
function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  return {
    ...process.env,
    PGHOST: decodeURIComponent(url.hostname),
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username) || process.env.PGUSER,
    PGPASSWORD: decodeURIComponent(url.password) || process.env.PGPASSWORD,
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
    PGSSLMODE: url.searchParams.get('sslmode') ?? process.env.PGSSLMODE,
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(
              `${command} is not installed: install PostgreSQL's client tools (Debian: postgresql-client)`,
            )
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`)),
    );
  });
}

/** PostgreSQL: pg_dump's custom format (compressed; pg_restore picks what to restore from it). */
export async function dumpPostgres(databaseUrl: string, file: string) {
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', '--file', file],
    libpqEnv(databaseUrl),
  );
}

/** Tables in the target's public schema: a restore goes into an empty database unless told to replace. */
export async function countPostgresTables(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl });
  try {
    const result = await database.pool.query<{ count: number }>(
      "select count(*)::int as count from information_schema.tables where table_schema = 'public'",
    );
    return result.rows[0]?.count ?? 0;
  } finally {
    await database.close();
  }
}

/** Into the target database, in one transaction; `replace` drops what the dump has before recreating it. */
export async function restorePostgres(databaseUrl: string, file: string, replace: boolean) {
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
  if (replace) args.push('--clean', '--if-exists');
  await run(
    'pg_restore',
    [...args, '--dbname', libpqEnv(databaseUrl).PGDATABASE ?? '', file],
    libpqEnv(databaseUrl),
  );
}

/** The embedded database: PGlite's own dump of its data directory (a gzipped tar), taken while no server runs. */
export async function dumpPglite(dataDir: string, file: string) {
  const database = await openDatabase({ dataDir });
  try {
    const dump = await database.pglite?.dumpDataDir('gzip');
    if (!dump) throw new Error('the embedded database could not be dumped');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** A new data directory from PGlite's dump; the directory must not hold a database already. */
export async function restorePglite(dataDir: string, file: string) {
  const pgDir = path.join(dataDir, 'pg');
  if (fs.existsSync(pgDir) && fs.readdirSync(pgDir).length > 0) {
    throw new Error(
      `${pgDir} already holds a database: restore into an empty DATA_DIR (or move it aside first)`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(pgDir, {
    loadDataDir: new Blob([fs.readFileSync(file)]),
    extensions: { pg_trgm },
  });
  await pglite.close();
}
