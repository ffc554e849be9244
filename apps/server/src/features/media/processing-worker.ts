import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { mediaProcessingMessages } from '@circles/contracts';
import type { Logger } from 'pino';
import { imageVariantPath, posterPathOf, sourcePathOf } from '../../lib/image-variants';
import { mediaUrl } from '../../lib/media-url';
import { MediaProcessingError, type MediaTools } from '../../media-processing';
import { type Storage, StoredFileMissingError } from '../../storage/storage';
import type { InspectedMedia } from './inspect';
import type { ProcessingClaim, ProcessingRepository } from './processing-repository';

/** What the worker tells the rest of the app when an upload is done or failed (the posts feature publishes). */
export type ProcessingOutcome = { uploadId: string; pendingPostId: string | null; message?: string };

/** A claim another process may take over once this long has passed without progress (a process that died). */
const defaultLeaseMs = 2 * 60_000;
/** Tries of a file whose processing failed for another reason than the file itself (storage, a crash). */
const maxAttempts = 3;
/** How long a file missing from the store waits before it is looked for again (media still to be moved). */
const missingFileRetryMs = 5 * 60_000;

/**
 * Issue #52: videos and audio go through ffmpeg off the request path. Each process runs up to `concurrency` files
 * at once, each claimed in the database (one process per file, whichever asks first); an upload kicks the worker of
 * the process that took it, and a slow poll picks up what a process that died left, and the backfill of files
 * stored before the pipeline existed. Progress is written to the row, so any process can tell the author.
 */
export function createMediaProcessingWorker(deps: {
  repository: ProcessingRepository;
  storage: Storage;
  tools: MediaTools;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** The poster frame through the image pipeline (re-encoded as JPEG, narrower copies). */
  preparePoster: (frame: Buffer) => Promise<InspectedMedia>;
  onDone: (outcome: ProcessingOutcome) => Promise<void>;
  onFailed: (outcome: ProcessingOutcome) => Promise<void>;
  /** Files this process runs through ffmpeg at once; 0: never here. */
  concurrency: number;
  /**
   * Whether the media the database names are in the configured store (the start's check, issue #56): while they
   * are not, nothing is claimed, so an upgrade whose files are still to be moved loses none of them.
   */
  isStoreReady?: () => Promise<boolean>;
  pollMs?: number;
  leaseMs?: number;
}) {
  const { repository, storage, tools, logger } = deps;
  const processId = randomUUID();
  const leaseMs = deps.leaseMs ?? defaultLeaseMs;
  const lanes = new Set<Promise<void>>();
  const aborts = new Set<AbortController>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let processed = 0;

  async function fetchInput(claim: ProcessingClaim, workDir: string) {
    const input = path.join(workDir, 'input');
    const source = claim.processing === 'queued' ? sourcePathOf(claim.path) : claim.path;
    await pipeline(await storage.read(claim.bucket, source), createWriteStream(input));
    return input;
  }

  async function storePoster(claim: ProcessingClaim, frameFile: string) {
    const poster = await deps.preparePoster(await fsp.readFile(frameFile));
    const posterPath = posterPathOf(claim.path);
    await storage.put(claim.bucket, posterPath, poster.data, poster.contentType);
    for (const variant of poster.variants)
      await storage.put(
        claim.bucket,
        imageVariantPath(posterPath, variant.width),
        variant.data,
        poster.contentType,
      );
    return {
      width: poster.width ?? 0,
      height: poster.height ?? 0,
      size: poster.data.length,
      variants: poster.variants.map(({ width, height, data }) => ({ width, height, size: data.length })),
    };
  }

  async function processClaim(claim: ProcessingClaim) {
    const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'circles-media-'));
    const abort = new AbortController();
    aborts.add(abort);
    let lastReport = 0;
    const onProgress = (fraction: number) => {
      const now = Date.now();
      if (now - lastReport < 1000) return;
      lastReport = now;
      void repository.reportProgress(claim.id, processId, fraction, leaseMs).catch(() => undefined);
    };
    try {
      const input = await fetchInput(claim, workDir);
      const kind = claim.kind === 'audio' ? 'audio' : 'video';
      const result = await tools.process(kind, input, workDir, onProgress, abort.signal);
      const output = await fsp.readFile(result.file);
      const poster = result.poster ? await storePoster(claim, result.poster) : null;
      // Over the same path: a backfilled file keeps its address, and is served cleaned from now on.
      await storage.put(claim.bucket, claim.path, output, result.contentType);
      const done = await repository.markDone(claim.id, processId, mediaUrl(claim.bucket, claim.path), {
        contentType: result.contentType,
        size: output.length,
        width: result.width,
        height: result.height,
        durationMs: result.durationMs,
        poster,
      });
      if (claim.processing === 'queued')
        await storage.remove(claim.bucket, sourcePathOf(claim.path)).catch(() => undefined);
      if (!done) return; // another process took the file over meanwhile; its result stands
      processed++;
      if (claim.processing === 'backfill') {
        const left = await repository.countWaiting();
        logger.info(
          { upload: claim.id, left: left.backfill },
          'media backfill: a file stored before processing is clean now',
        );
      }
      await deps.onDone({ uploadId: claim.id, pendingPostId: done.pending_post_id });
    } catch (error) {
      if (stopped && abort.signal.aborted) {
        await repository.release(claim.id, processId).catch(() => undefined);
        return;
      }
      await fail(claim, error);
    } finally {
      aborts.delete(abort);
      await fsp.rm(workDir, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  async function fail(claim: ProcessingClaim, error: unknown) {
    // Not in the store: an earlier file (backfill) waits for it without end, a new upload for a few tries.
    if (
      error instanceof StoredFileMissingError &&
      (claim.processing === 'backfill' || claim.processing_attempts < maxAttempts)
    ) {
      logger.warn(
        { upload: claim.id, backfill: claim.processing === 'backfill' },
        'media to process is not in the store; looked for again later',
      );
      await repository.postpone(claim.id, processId, missingFileRetryMs).catch(() => undefined);
      return;
    }
    const isTheFile = error instanceof MediaProcessingError;
    if (!isTheFile && claim.processing_attempts < maxAttempts) {
      logger.warn({ err: error, upload: claim.id }, 'media processing failed; another try follows');
      await repository.release(claim.id, processId).catch(() => undefined);
      return;
    }
    const message = isTheFile ? error.userMessage : mediaProcessingMessages.failedGeneric;
    logger.warn(
      { err: error, upload: claim.id, backfill: claim.processing === 'backfill' },
      'media processing refused a file',
    );
    const failed = await repository.markFailed(claim.id, message);
    // A file nobody may be served any more: what was uploaded goes (a refused backfill file too: it kept its tags).
    await storage.remove(claim.bucket, sourcePathOf(claim.path)).catch(() => undefined);
    if (claim.processing === 'backfill')
      await storage.remove(claim.bucket, claim.path).catch(() => undefined);
    await deps.onFailed({ uploadId: claim.id, pendingPostId: failed?.pending_post_id ?? null, message });
  }

  async function runLane() {
    if (deps.isStoreReady && !(await deps.isStoreReady().catch(() => false))) return;
    while (!stopped) {
      const claim = await repository.claimNext(processId, leaseMs).catch((error) => {
        logger.warn({ err: error }, 'could not claim media to process');
        return undefined;
      });
      if (!claim) return;
      await processClaim(claim);
    }
  }

  /** Starts lanes up to the concurrency; each runs until nothing is left to claim. */
  function kick() {
    while (!stopped && lanes.size < deps.concurrency) {
      const lane = runLane().finally(() => lanes.delete(lane));
      lanes.add(lane);
    }
  }

  return {
    processId,
    kick,
    /** The poll for files a dead process left and for the backfill. */
    start() {
      if (deps.concurrency <= 0) return;
      kick();
      timer = setInterval(kick, deps.pollMs ?? 10_000);
      timer.unref();
    },
    /** Resolves once no lane runs (tests wait for this instead of a delay). */
    async idle() {
      while (lanes.size > 0) await Promise.all([...lanes]);
    },
    /** Stops ffmpeg runs under way (their claims are given back for another process) and claims no more. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      for (const abort of aborts) abort.abort();
      await Promise.all([...lanes]);
    },
    stats: () => ({ running: lanes.size, processed }),
  };
}

export type MediaProcessingWorker = ReturnType<typeof createMediaProcessingWorker>;
