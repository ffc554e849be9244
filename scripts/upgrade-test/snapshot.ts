// What the upgrade test compares before and after (scripts/upgrade-test.ts): rows per table, media files' bytes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/pool';

export type Upload = { id: string; bucket: string; path: string; kind: string; processing: string | null };
export type Snapshot = { rows: Record<string, number>; files: Record<string, string>; uploads: Upload[] };

/** Every file under the media folder (`<bucket>/<user>/<file>`: originals, narrower copies) and its sha256. */
export function hashMedia(dir: string) {
  const files: Record<string, string> = {};
  if (!fs.existsSync(dir)) return files;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (relative.split(path.sep).length !== 3) continue; // the store's marker
    files[relative] = createHash('sha256')
      .update(fs.readFileSync(path.join(dir, relative)))
      .digest('hex');
  }
  return files;
}

/**
 * Rows in every table of the schema, and the uploads with their processing state (a column a later release adds:
 * null before). The embedded database is read with the server stopped (it is one process's).
 */
export async function snapshot(
  database: { databaseUrl?: string; dataDir: string },
  mediaDir: string,
): Promise<Snapshot> {
  const handle = await openDatabase(database);
  try {
    const tables = await handle.pool.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    const rows: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const counted = await handle.pool.query<{ n: string }>(`select count(*)::text as n from "${name}"`);
      rows[name] = Number(counted.rows[0]?.n ?? 0);
    }
    const columns = await handle.pool.query<{ name: string }>(
      "select column_name as name from information_schema.columns where table_name = 'media_uploads'",
    );
    const processing = columns.rows.some((column) => column.name === 'processing') ? 'processing' : 'null';
    const uploads = await handle.pool.query<Upload>(
      `select id::text, bucket, path, kind, ${processing} as processing from media_uploads order by created_at`,
    );
    return { rows, files: hashMedia(mediaDir), uploads: uploads.rows };
  } finally {
    await handle.close();
  }
}
