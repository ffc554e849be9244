import { randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { mediaMessages } from '@circles/contracts';
import type { InputFormat } from './formats';
import { type MediaToolsOptions, mediaProcessingLimits } from './limits';
import {
  describeDuration,
  kindMessages,
  type MediaKind,
  MediaProcessingError,
} from './media-processing-error';
import { checkProbe } from './rules';
import { runTool, type ToolLimits } from './run-tool';
import { finalizeArgs, posterArgs, transcodeArgs } from './transcode-args';
import type { ProbeRunner, ProcessedMedia } from './types';

type Job = {
  kind: MediaKind;
  inputFile: string;
  workDir: string;
  format: InputFormat;
  settings: MediaToolsOptions;
  limits: ToolLimits;
  runProbe: ProbeRunner;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

// The output may run this far past the limit before the file counts as longer than it claimed.
const cutMarginMs = 1000;
const durationToleranceMs = 500;

/** Probe → rules → transcode (cut, progress) → remux with fast start → check the output → poster. */
export async function processMedia(job: Job): Promise<ProcessedMedia> {
  const { kind, settings, signal } = job;
  const messages = kindMessages[kind];
  const maxMs = kind === 'video' ? settings.maxVideoDurationMs : settings.maxAudioDurationMs;
  const probe = await job.runProbe(job.inputFile, job.format, signal);
  checkProbe(kind, job.format, probe, maxMs);

  const ext = kind === 'video' ? 'mp4' : 'm4a';
  const base = path.join(path.resolve(job.workDir), `processed-${randomUUID()}`);
  const transcoded = `${base}.transcode.${ext}`;
  const file = `${base}.${ext}`;
  const poster = kind === 'video' ? `${base}.poster.png` : null;
  try {
    const expectedUs = Math.min(probe.durationMs || maxMs, maxMs) * 1000;
    const onLine = (line: string) => {
      const match = /^out_time_us=(\d+)$/.exec(line);
      if (match) job.onProgress?.(Math.min(0.99, Number(match[1]) / expectedUs));
    };
    const cutSeconds = (maxMs + cutMarginMs) / 1000;
    const args = transcodeArgs({
      ...job,
      input: job.inputFile,
      probe,
      output: transcoded,
      threads: settings.threads,
      cutSeconds,
    });
    await runTool(settings.ffmpegPath, args, job.limits, { signal, onLine });
    await runTool(settings.ffmpegPath, finalizeArgs(transcoded, file), job.limits, { signal });
    await rm(transcoded, { force: true });

    const output = await job.runProbe(file, 'mov', signal);
    if ((kind === 'video' && !output.video) || !output.durationMs || (kind === 'audio' && !output.audio))
      throw new MediaProcessingError(messages.unreadable);
    // The container claimed less than it held: the cut stopped it, and it is too long all the same.
    if (output.durationMs > maxMs + durationToleranceMs) {
      const cause = new Error(`the output ran ${output.durationMs} ms when cut at ${cutSeconds} s`);
      throw new MediaProcessingError(messages.tooLong(describeDuration(maxMs)), { cause });
    }
    // Much shorter than the file said: a truncated upload (ffmpeg stops at the end of the bytes without an error).
    if (probe.durationMs && output.durationMs < probe.durationMs * 0.9 - durationToleranceMs)
      throw new MediaProcessingError(messages.unreadable);

    if (poster) await takePoster(job, file, poster, output.durationMs);
    job.onProgress?.(1);
    return {
      file,
      ext,
      contentType: kind === 'video' ? 'video/mp4' : 'audio/mp4',
      width: kind === 'video' ? output.width : null,
      height: kind === 'video' ? output.height : null,
      durationMs: output.durationMs,
      poster,
    };
  } catch (error) {
    await Promise.all([transcoded, file, poster].map((name) => name && rm(name, { force: true })));
    throw error;
  }
}

/** A frame at min(1 s, half the video); the first frame when that one does not come out. */
async function takePoster(job: Job, video: string, poster: string, durationMs: number) {
  const atMs = Math.min(mediaProcessingLimits.posterAtMs, durationMs / 2);
  for (const seconds of [atMs / 1000, 0]) {
    await runTool(
      job.settings.ffmpegPath,
      posterArgs(video, poster, seconds, job.settings.threads),
      job.limits,
      {
        signal: job.signal,
      },
    );
    const written = await stat(poster).catch(() => undefined);
    if (written?.size) return;
  }
  throw new MediaProcessingError(mediaMessages.processingFailed);
}
