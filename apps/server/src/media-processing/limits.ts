/**
 * The chosen defaults of media processing (issue #52, decision 0083). Every figure here is enforced by the server:
 * the probe refuses what breaks a rule before anything is decoded, and ffmpeg itself runs bounded.
 */
export const mediaProcessingLimits = {
  /** Longest video / audio accepted; a probe claiming more is refused, and the output is cut just past it. */
  maxVideoDurationMs: 10 * 60_000,
  maxAudioDurationMs: 30 * 60_000,
  /** Largest frame decoded: 4K phones (3840x2160) and DCI 4K fit, a 30,000 px strip does not. */
  maxSide: 4096,
  maxPixels: 4096 * 2304,
  /** What a video becomes: long side at most 1280 (smaller kept), at most 30 frames a second. */
  videoLongSide: 1280,
  maxFrameRate: 30,
  x264Preset: 'veryfast',
  crf: 23,
  /** The bitrate ceiling (VBV): a 1280x720 phone clip rarely needs it; noise and confetti do. */
  videoMaxrateKbps: 2500,
  videoBufsizeKbps: 5000,
  /** AAC, stereo at most; a lower input bitrate is kept down to 64k so a 6 MB voice memo does not grow fivefold. */
  audioMaxKbps: 128,
  audioMinKbps: 64,
  /** One ffmpeg at a time per process, two threads, niced, under 1 GiB of address space, killed after 15 min. */
  maxConcurrent: 1,
  threads: 2,
  niceness: 10,
  memoryBytes: 1024 * 1024 * 1024,
  timeoutMs: 15 * 60_000,
  /** ffprobe reads headers and a few frames: it gets less time. */
  probeTimeoutMs: 30_000,
  /** A poster is taken this far in (or halfway through a shorter video). */
  posterAtMs: 1000,
} as const;

/** The options createMediaTools takes; any left out come from mediaProcessingLimits and the environment. */
export type MediaToolsOptions = {
  ffmpegPath: string;
  ffprobePath: string;
  maxConcurrent: number;
  threads: number;
  timeoutMs: number;
  memoryBytes: number;
  maxVideoDurationMs: number;
  maxAudioDurationMs: number;
  niceness: number;
};

export function resolveMediaToolsOptions(options: Partial<MediaToolsOptions> = {}): MediaToolsOptions {
  const limits = mediaProcessingLimits;
  return {
    ffmpegPath: options.ffmpegPath ?? (process.env.FFMPEG_PATH || 'ffmpeg'),
    ffprobePath: options.ffprobePath ?? (process.env.FFPROBE_PATH || 'ffprobe'),
    maxConcurrent: Math.max(1, options.maxConcurrent ?? limits.maxConcurrent),
    threads: Math.max(1, options.threads ?? limits.threads),
    timeoutMs: options.timeoutMs ?? limits.timeoutMs,
    memoryBytes: options.memoryBytes ?? limits.memoryBytes,
    maxVideoDurationMs: options.maxVideoDurationMs ?? limits.maxVideoDurationMs,
    maxAudioDurationMs: options.maxAudioDurationMs ?? limits.maxAudioDurationMs,
    niceness: options.niceness ?? limits.niceness,
  };
}
