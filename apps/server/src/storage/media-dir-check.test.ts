import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTestServer } from '../test/test-server';
import { guardSharedMedia, MediaDirConflictError, mediaDirId } from './media-dir-check';
import { createMediaProcessRepository } from './media-process-repository';

// Issue #36: processes on one database, each with its own local media directory, served each upload from one of
// them only. A process must refuse to start beside live processes that see other media.
const newDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'circles-media-'));

let hosts = 0;
/** A process of a host of its own, unless `identity` says otherwise. */
async function guard(
  media: { dir: string } | { s3: string },
  identity = { host: `host-${++hosts}`, pid: 1 },
) {
  const { context } = await getTestServer();
  return guardSharedMedia({ repository: createMediaProcessRepository(context.database.db), media, identity });
}

describe('processes sharing media', () => {
  it('gives a directory one id, kept in a marker file inside it, that every process reads', () => {
    const dir = newDir();
    const id = mediaDirId(dir);
    expect(mediaDirId(dir)).toBe(id);
    expect(fs.readFileSync(path.join(dir, '.circles-media-id'), 'utf8').trim()).toBe(id);
    expect(mediaDirId(newDir())).not.toBe(id);
  });

  it('lets processes on one shared directory start, and refuses one with a directory of its own', async () => {
    const shared = newDir();
    const first = await guard({ dir: shared });
    const second = await guard({ dir: shared });
    const error = await guard({ dir: newDir() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaDirConflictError);
    expect((error as Error).message).toContain('MEDIA_DIR');
    expect((error as Error).message).toContain('S3_BUCKET');
    expect((error as Error).message).toContain(shared);
    // Media on S3 beside processes on local disk is just as split.
    await expect(guard({ s3: 'http://minio:9000/circles' })).rejects.toBeInstanceOf(MediaDirConflictError);

    // Once the others have stopped, a process may start on other media.
    await first.stop();
    await second.stop();
    const alone = await guard({ dir: newDir() });
    await alone.stop();
  });

  it('does not wait for a process that died: its heartbeat lapses, or its pid on this host is gone', async () => {
    const { context } = await getTestServer();
    const db = context.database.db;
    const crashedElsewhere = await guard({ dir: newDir() });
    await db
      .updateTable('media_processes')
      .set({ heartbeat_at: new Date(Date.now() - 60_000) })
      .where('process_id', '=', crashedElsewhere.processId)
      .execute();
    await guard({ dir: newDir() }, { host: 'this-host', pid: 2 ** 22 + 1 });

    // That one was killed a moment ago on this host (no process has its pid): its fresh row blocks no restart.
    const restarted = await guard({ dir: newDir() }, { host: 'this-host', pid: process.pid });
    await restarted.stop();
  });
});
