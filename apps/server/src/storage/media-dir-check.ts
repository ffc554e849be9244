import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MediaProcess, MediaProcessRepository } from './media-process-repository';

/** The media directory's identity (not media: a backup leaves it, and a restored directory gets its own). */
export const markerFile = '.circles-media-id';
const heartbeatMs = 10_000;
/** A process silent this long (three missed heartbeats) is taken for dead. */
export const mediaProcessStaleMs = 30_000;

export class MediaDirConflictError extends Error {}

/**
 * The id of a media directory: the random id in its marker file, written by the first process to use it. Every
 * process that mounts the same directory reads the same id; a directory of its own gets another.
 */
export function mediaDirId(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const marker = path.join(dir, markerFile);
  try {
    fs.writeFileSync(marker, `${randomUUID()}\n`, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(marker, 'utf8').trim();
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Several processes on one PostgreSQL must see the same media (issue #36): one with a directory of its own
 * served its uploads only itself, and the others answered them 404. At start this process records which media it
 * sees (the local directory's marker id, or the S3 bucket) and refuses to run beside a live process that sees
 * other media; a heartbeat keeps its record alive, and stopping removes it.
 */
export async function guardSharedMedia(deps: {
  repository: MediaProcessRepository;
  /** `{ dir }` for local disk, `{ s3 }` (endpoint/bucket) for S3-compatible storage. */
  media: { dir: string } | { s3: string };
  onHeartbeatError?: (error: unknown) => void;
  /** Who this process is; tests stand in for processes of several hosts. */
  identity?: { host: string; pid: number };
}) {
  const { repository, media } = deps;
  const me: MediaProcess = {
    process_id: randomUUID(),
    media_dir_id: 'dir' in media ? mediaDirId(media.dir) : `s3:${media.s3}`,
    media_dir: 'dir' in media ? media.dir : media.s3,
    host: deps.identity?.host ?? os.hostname(),
    pid: deps.identity?.pid ?? process.pid,
  };
  // A record of this host whose process no longer runs (or is this very pid: a restarted container) is stale.
  const isGone = (row: MediaProcess) => row.host === me.host && (row.pid === me.pid || !isRunning(row.pid));
  const conflicting = await repository.register(me, mediaProcessStaleMs, isGone);
  const [other] = conflicting;
  if (other) {
    throw new MediaDirConflictError(
      `Media ${me.media_dir} is not what the other running Circles servers on this database use ` +
        `(pid ${other.pid} on ${other.host} uses ${other.media_dir}). Every process must see the same media: ` +
        'mount one shared directory and give its path as MEDIA_DIR to each process, or store media in S3 ' +
        '(S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). ' +
        `If that server has stopped, start this one again in ${mediaProcessStaleMs / 1000} s.`,
    );
  }
  const timer = setInterval(() => {
    repository.heartbeat(me).catch((error) => deps.onHeartbeatError?.(error));
  }, heartbeatMs);
  timer.unref();
  return {
    processId: me.process_id,
    async stop() {
      clearInterval(timer);
      await repository.unregister(me.process_id).catch(() => undefined);
    },
  };
}
