import type { Availability } from './availability';
import type { InputFormat } from './formats';
import type { MediaKind } from './media-processing-error';
import type { MediaProbe, ProbeDetails } from './probe';

export type ProcessedMedia = {
  /** Absolute path of the output in workDir. */
  file: string;
  ext: 'mp4' | 'm4a';
  contentType: 'video/mp4' | 'audio/mp4';
  /** After scaling and rotation (video); null for audio. */
  width: number | null;
  height: number | null;
  durationMs: number;
  /** Absolute path of a PNG frame (~1 s in, or the first) for a video; null for audio. */
  poster: string | null;
};

export type MediaTools = {
  /** Whether ffmpeg/ffprobe are there and usable, with version (e.g. '5.1.9'), or the reason. Cached after first call. */
  availability(): Promise<Availability>;
  /** The file's format, duration, displayed size and streams (any format we take, for either kind). */
  probe(inputFile: string): Promise<MediaProbe>;
  /**
   * Probe, refuse what breaks the rules, transcode, poster; `onProgress(fraction 0..1)` from ffmpeg's -progress.
   * Rejects with a MediaProcessingError, or with `signal.reason` once aborted.
   */
  process(
    kind: MediaKind,
    inputFile: string,
    workDir: string,
    onProgress?: (fraction: number) => void,
    signal?: AbortSignal,
  ): Promise<ProcessedMedia>;
};

/** Runs ffprobe on a file of a sniffed format (shared by probe() and process()). */
export type ProbeRunner = (file: string, format: InputFormat, signal?: AbortSignal) => Promise<ProbeDetails>;
