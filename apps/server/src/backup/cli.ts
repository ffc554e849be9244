// `npm run backup -- <folder>` and `npm run restore -- <folder> [--replace]`, with the server's own settings
// (DATABASE_URL or DATA_DIR, MEDIA_DIR or S3_*) from the environment. docs/OPERATIONS.md, "Backups".
import { loadConfigOrExit } from '../config';
import { createBackup, restoreBackup } from './backup';

const [command, folder, ...flags] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !folder) {
  console.error(
    'usage: npm run backup -- <new folder>\n       npm run restore -- <backup folder> [--replace]',
  );
  process.exit(2);
}
const config = loadConfigOrExit();
const started = performance.now();
try {
  if (command === 'backup') {
    const manifest = await createBackup(config, folder);
    console.log(
      `Backed up ${manifest.database.kind} (schema ${manifest.database.schemaVersion}) and ` +
        `${manifest.media.objects} media files (${manifest.media.bytes} bytes) into ${folder} ` +
        `in ${Math.round(performance.now() - started)} ms`,
    );
  } else {
    const { manifest, media, schemaVersion } = await restoreBackup(config, folder, {
      replace: flags.includes('--replace'),
    });
    console.log(
      `Restored ${manifest.database.kind} (schema ${schemaVersion}) and ${media.objects} media files ` +
        `(${media.bytes} bytes) from ${folder} in ${Math.round(performance.now() - started)} ms`,
    );
  }
} catch (error) {
  console.error(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
