// `npm run backup -- <folder>`, `npm run restore -- <folder> [--replace]` and `npm run restore -- --verify <folder>`
// (also `npm run backup -- --verify <folder>`), with the server's own settings (DATABASE_URL or DATA_DIR,
// MEDIA_DIR or S3_*) from the environment. docs/OPERATIONS.md, "Backups". Any failure exits 1 with its reason,
// so a nightly job's failure is seen (issue #56).
import { loadConfigOrExit } from '../config';
import { createBackup, restoreBackup, verifyBackup } from './backup';

const [command, ...rest] = process.argv.slice(2);
const flags = rest.filter((arg) => arg.startsWith('--'));
const [folder] = rest.filter((arg) => !arg.startsWith('--'));
if ((command !== 'backup' && command !== 'restore') || !folder) {
  console.error(
    'usage: npm run backup -- <new folder>\n' +
      '       npm run restore -- <backup folder> [--replace]\n' +
      '       npm run restore -- --verify <backup folder>   (checks every file against the manifest, restores nothing)',
  );
  process.exit(2);
}
const started = performance.now();
const took = () => `${Math.round(performance.now() - started)} ms`;
try {
  if (flags.includes('--verify')) {
    const problems = await verifyBackup(folder);
    if (problems.length > 0) {
      console.error(
        `verify failed: ${folder} does not match its manifest:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      );
      process.exit(1);
    }
    console.log(`${folder}: every file matches its manifest (${took()})`);
  } else if (command === 'backup') {
    const manifest = await createBackup(loadConfigOrExit(), folder);
    console.log(
      `Backed up ${manifest.database.kind} (schema ${manifest.database.schemaVersion}) and ` +
        `${manifest.media.objects} media files (${manifest.media.bytes} bytes) into ${folder} in ${took()}`,
    );
  } else {
    const { manifest, media, schemaVersion } = await restoreBackup(loadConfigOrExit(), folder, {
      replace: flags.includes('--replace'),
    });
    console.log(
      `Restored ${manifest.database.kind} (schema ${schemaVersion}) and ${media.objects} media files ` +
        `(${media.bytes} bytes) from ${folder} in ${took()}`,
    );
  }
} catch (error) {
  console.error(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
