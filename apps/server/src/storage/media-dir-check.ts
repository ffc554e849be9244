import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { mediaDirOf, usesS3 } from './create-storage';
import type { MediaProcess, MediaProcessRepository } from './media-process-repository';
import { createMediaStoreRepository, type MediaStoreRepository } from './media-store-repository';
import { markerName, type Storage } from './storage';

/** The media directory's identity (not media: a backup leaves it, and a restored directory gets its own). */
export const markerFile = markerName;
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

/** Where the guide explains moving media between stores. */
const upgradeDocs = 'docs/OPERATIONS.md §7 (Upgrades: media moved to MEDIA_DIR)';

export type MediaStoreStatus =
  | { ok: true; checked: number }
  | { ok: false; reason: 'media_missing' | 'media_store_unreachable'; message: string; store: string };

/**
 * Whether the media this database names are in the configured store (issue #56): an upgrade that set MEDIA_DIR
 * but left the files in DATA_DIR/media answered 404 for every photo while reporting ready. Looks at a sample of
 * uploads (the newest and a few at random: a stat or HEAD each) and at the store's marker, whose id the database
 * keeps once the store is found good; when files are missing, the message names the store and the likely cause.
 */
export async function checkMediaStore(deps: {
  storage: Storage;
  repository: MediaStoreRepository;
  /** The folder or the endpoint/bucket, as the log names it. */
  store: string;
  /** Local folders media may have been left in by an earlier layout (DATA_DIR/media): named when they hold them. */
  formerDirs?: { dir: string; setting: string }[];
  /** What the store is set by (MEDIA_DIR, S3_BUCKET), for the message. */
  setting: string;
  sampleSize?: number;
}): Promise<MediaStoreStatus> {
  const { storage, repository, store } = deps;
  let marker: string | null;
  let missing: { bucket: string; path: string }[];
  let checked: number;
  try {
    marker = await storage.readMarker();
    const sample = await repository.sample(deps.sampleSize ?? 5);
    checked = sample.length;
    const found = await Promise.all(sample.map((file) => storage.exists(file.bucket, file.path)));
    missing = sample.filter((_, index) => !found[index]);
  } catch (error) {
    return {
      ok: false,
      reason: 'media_store_unreachable',
      store,
      message: `The media store ${store} cannot be read (${(error as Error).message}): check ${deps.setting} and its permissions or credentials.`,
    };
  }
  const recorded = await repository.recordedStoreId();
  const [first] = missing;
  if (!first) {
    // Found good: this store is the one the database's media are in from now on (a moved or restored store too).
    const id = marker ?? randomUUID();
    if (!marker) await storage.writeMarker(id);
    if (recorded !== id) await repository.recordStoreId(id);
    return { ok: true, checked };
  }
  const former = deps.formerDirs?.find(({ dir }) => fs.existsSync(path.join(dir, first.bucket, first.path)));
  const cause = former
    ? `they are in ${former.dir} (${former.setting}), the layout of an earlier release: move them to ${store} with ` +
      `\`npm run media:move -- --from ${former.dir} --to ${store}\` (see ${upgradeDocs}).`
    : recorded && recorded !== marker
      ? `${store} is not the store this database's media were written to (its marker is ${marker ?? 'missing'}, ` +
        `the database expects ${recorded}): ${deps.setting} names another store, or the files were not copied.`
      : `restore them from a backup (npm run restore) or check ${deps.setting}.`;
  return {
    ok: false,
    reason: 'media_missing',
    store,
    message: `${missing.length} of ${checked} media files looked at are missing from ${store} (first: ${first.bucket}/${first.path}): ${cause}`,
  };
}

/** The check of this server's configured store: which store it is, by which setting, and where media used to be. */
export function mediaStoreCheckFor(config: Config, storage: Storage, db: Kysely<Database>) {
  const legacyDir = path.resolve(config.DATA_DIR, 'media');
  const localDir = mediaDirOf(config);
  const s3 = usesS3(config);
  const formerDirs = [
    { dir: legacyDir, setting: 'DATA_DIR/media' },
    ...(s3 && config.MEDIA_DIR ? [{ dir: localDir, setting: 'MEDIA_DIR' }] : []),
  ].filter(({ dir }) => s3 || dir !== localDir);
  return () =>
    checkMediaStore({
      storage,
      repository: createMediaStoreRepository(db),
      store: s3 ? `${config.S3_ENDPOINT} bucket ${config.S3_BUCKET}` : localDir,
      setting: s3
        ? 'S3_ENDPOINT and S3_BUCKET'
        : config.MEDIA_DIR
          ? 'MEDIA_DIR'
          : 'DATA_DIR (its media folder)',
      formerDirs,
    });
}
