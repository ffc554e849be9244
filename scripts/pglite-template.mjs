// A new embedded database costs about 3 s of CPU in PGlite's initdb: a process that opens a new data directory,
// migrates it and runs a few queries used 7.4-7.8 s, one on a copy of an initialised directory 4.5-4.9 s (issue #55,
// decision 0103). The test servers and test databases start from a copy of one data directory initdb made, empty
// and unmigrated, so the server still runs every migration at its start as on a first start. The smoke test and the
// attack suite start as an operator does, with initdb.
// Kept under node_modules/.cache, made once per PGlite version by the first test that needs it (a lock file keeps
// side-by-side workers from making it twice). Run as a script, it makes one: `node pglite-template.mjs <dir>`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
const cacheDir = path.join(root, 'node_modules/.cache/circles-pglite');
// The lock's holder makes the template in a few seconds; one older than this died on the way.
const staleLockMs = 120_000;

/** PGlite's version: its initdb is what the template holds. */
function pgliteVersion() {
  let dir = path.dirname(serverRequire.resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/** Makes the template in `dir`: `pg/`, the data directory, and `pg.tar`, the same as PGlite's own dump. */
async function makeTemplate(dir) {
  const { PGlite } = await import(pathToFileURL(serverRequire.resolve('@electric-sql/pglite')).href);
  fs.mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(path.join(dir, 'pg'));
  const dump = await pglite.dumpDataDir('none');
  fs.writeFileSync(path.join(dir, 'pg.tar'), Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
}

function runMaker(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [import.meta.filename, dir], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`making the PGlite template exited with ${code}`)),
    );
  });
}

/** The template's folder, made first when missing (by this process, or by another that holds the lock). */
async function template() {
  const version = pgliteVersion();
  const dir = path.join(cacheDir, version);
  const lock = `${dir}.lock`;
  fs.mkdirSync(cacheDir, { recursive: true });
  for (;;) {
    if (fs.existsSync(dir)) return dir;
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > staleLockMs) fs.rmSync(lock, { force: true });
      else await sleep(200);
      continue;
    }
    try {
      const partial = `${dir}.${process.pid}`;
      fs.rmSync(partial, { recursive: true, force: true });
      await runMaker(partial);
      // Other versions' templates are no longer needed.
      for (const entry of fs.readdirSync(cacheDir))
        if (entry !== version && !entry.startsWith(`${version}.`))
          fs.rmSync(path.join(cacheDir, entry), { recursive: true, force: true });
      fs.renameSync(partial, dir);
      return dir;
    } finally {
      fs.rmSync(lock, { force: true });
    }
  }
}

/**
 * Gives the embedded database of `dataDir` (DATA_DIR) a copy of the template's data directory, unless it has one:
 * the server then opens an existing, empty database and migrates it.
 */
export async function seedDataDir(dataDir) {
  // Where openDatabase (apps/server/src/db/pool.ts) keeps the embedded database inside DATA_DIR.
  const target = path.join(dataDir, 'pg');
  if (fs.existsSync(target)) return;
  fs.cpSync(path.join(await template(), 'pg'), target, { recursive: true });
}

/** The template as PGlite's tarball (its `loadDataDir` option), for an embedded database in memory. */
export async function templateTarball() {
  return fs.readFileSync(path.join(await template(), 'pg.tar'));
}

if (process.argv[1] === import.meta.filename) await makeTemplate(process.argv[2]);
