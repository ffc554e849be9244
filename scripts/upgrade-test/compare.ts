// The upgrade test's verdict (scripts/upgrade-test.ts): what must be equal before and after, and what may differ.
import type { Written } from './seed';
import type { Snapshot } from './snapshot';

/**
 * Tables whose rows HEAD's own start adds to, by design; each may only grow. Every other table must keep exactly
 * the rows it had. Tables that exist only after are HEAD's migrations' new tables: listed, not compared.
 */
const bookkeeping: Record<string, string> = {
  schema_migrations: "one row per migration: HEAD's are added",
  server_settings: "settings a start makes once (the media store's id, Web Push keys on PostgreSQL)",
  job_runs: "each periodic job's schedule, made when a process first runs it",
  media_processes: 'the live server processes on PostgreSQL (none once stopped)',
};

/**
 * The rule for media files:
 * - A photo (and every other file: narrower copies, avatars, wall and listing photos) must be there after the
 *   upgrade with the same bytes, on disk and as served by the API.
 * - A video or audio must be there with the same bytes too, unless HEAD's media worker processed it after the
 *   upgrade (re-encoding earlier uploads is on purpose): then its upload row says `processing = 'done'` (a column
 *   the old release did not have) and the file its row now names must be there, not empty, and served.
 */
export function compareSnapshots(input: {
  before: Snapshot;
  after: Snapshot;
  written: Written[];
  servedBefore: Record<string, string>;
  servedAfter: Record<string, string>;
}) {
  const { before, after } = input;
  const problems: string[] = [];
  const notes: string[] = [];

  for (const [table, count] of Object.entries(before.rows)) {
    const now = after.rows[table];
    if (now === undefined) problems.push(`table ${table} (${count} rows) is gone`);
    else if (bookkeeping[table]) {
      if (now < count) problems.push(`table ${table}: ${count} rows before, ${now} after`);
    } else if (now !== count) problems.push(`table ${table}: ${count} rows before, ${now} after`);
  }
  const added = Object.keys(after.rows).filter((table) => before.rows[table] === undefined);
  notes.push(
    `${Object.keys(before.rows).length} tables compared (row counts equal; may grow: ${Object.keys(bookkeeping).join(', ')})`,
  );
  if (added.length > 0) notes.push(`tables added by HEAD's migrations, not compared: ${added.join(', ')}`);

  const uploadAt = new Map(before.uploads.map((upload) => [`${upload.bucket}/${upload.path}`, upload]));
  const afterById = new Map(after.uploads.map((upload) => [upload.id, upload]));
  let identical = 0;
  let reencoded = 0;
  for (const [file, hash] of Object.entries(before.files)) {
    if (after.files[file] === hash) {
      identical++;
      continue;
    }
    const upload = uploadAt.get(file);
    const now = upload && afterById.get(upload.id);
    const isTimed = upload?.kind === 'video' || upload?.kind === 'audio';
    if (isTimed && now?.processing === 'done' && after.files[`${now.bucket}/${now.path}`]) {
      reencoded++;
      continue;
    }
    problems.push(`media file ${file}: ${after.files[file] ? 'other bytes' : 'missing'} after the upgrade`);
  }
  notes.push(
    `${identical} media files byte for byte equal, ${reencoded} videos or audios processed by HEAD's worker`,
  );

  for (const file of input.written) {
    const served = input.servedAfter[file.url];
    if (!served) problems.push(`${file.url} not served after the upgrade`);
    else if (file.kind === 'image' && served !== input.servedBefore[file.url]) {
      problems.push(`${file.url} served with other bytes after the upgrade`);
    }
  }
  return { problems, notes };
}
