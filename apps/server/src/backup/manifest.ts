import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * What a backup folder holds, written last (a folder without it is an unfinished backup). Format 2 (issue #56)
 * adds every file's size and SHA-256, which `npm run restore -- --verify <folder>` checks without restoring.
 */
export type BackupManifest = {
  format: 1 | 2;
  createdAt: string;
  database: { kind: 'postgres' | 'pglite'; file: string; schemaVersion: number };
  media: { from: 'local' | 's3'; objects: number; bytes: number };
  files?: Record<string, { bytes: number; sha256: string }>;
};

export const manifestName = 'manifest.json';

async function sha256Of(file: string) {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every file under `dir` but the manifest, as paths relative to it with '/' between parts. */
async function filesUnder(dir: string) {
  const entries = (await fsp.readdir(dir, { recursive: true, withFileTypes: true })) as fs.Dirent[];
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((name) => name !== manifestName)
    .sort();
}

/** Size and SHA-256 of every file in the backup folder `dir`. */
export async function checksumFiles(dir: string): Promise<NonNullable<BackupManifest['files']>> {
  const files: NonNullable<BackupManifest['files']> = {};
  for (const name of await filesUnder(dir)) {
    const file = path.join(dir, name);
    files[name] = { bytes: (await fsp.stat(file)).size, sha256: await sha256Of(file) };
  }
  return files;
}

/** Written last, readable by its owner only. */
export function writeManifest(dir: string, manifest: BackupManifest) {
  fs.writeFileSync(path.join(dir, manifestName), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

export function readManifest(backupDir: string): BackupManifest {
  const file = path.join(backupDir, manifestName);
  if (!fs.existsSync(file)) throw new Error(`${backupDir} has no ${manifestName}: not a finished backup`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  } catch {
    throw new Error(`${file} is not valid JSON: the manifest was changed or cut short`);
  }
}

/** What is wrong with the backup in `dir` against its manifest: missing, changed or unlisted files (none: []). */
export async function verifyBackup(dir: string): Promise<string[]> {
  const manifest = readManifest(dir);
  if (!manifest.files) return [`${manifestName} lists no checksums (a backup made before format 2)`];
  const problems: string[] = [];
  const listed = manifest.files;
  if (!listed[manifest.database.file])
    problems.push(`${manifest.database.file}: the database dump is not listed`);
  const mediaListed = Object.keys(listed).filter((name) => name.startsWith('media/')).length;
  if (mediaListed !== manifest.media.objects) {
    problems.push(`media: ${manifest.media.objects} files counted but ${mediaListed} listed`);
  }
  const present = new Set(await filesUnder(dir));
  for (const [name, expected] of Object.entries(listed)) {
    if (!present.has(name)) {
      problems.push(`${name}: missing`);
      continue;
    }
    const file = path.join(dir, name);
    const bytes = (await fsp.stat(file)).size;
    if (bytes !== expected.bytes)
      problems.push(`${name}: ${bytes} bytes, the manifest says ${expected.bytes}`);
    else if ((await sha256Of(file)) !== expected.sha256) problems.push(`${name}: changed (SHA-256 differs)`);
  }
  for (const name of present) if (!listed[name]) problems.push(`${name}: not in the manifest`);
  return problems;
}
