import type { InputFormat } from './formats';
import { mediaProcessingLimits as limits } from './limits';
import type { MediaKind } from './media-processing-error';
import { inputGuardArgs, type ProbeDetails } from './probe';
import { keepsAudio } from './rules';

const common = ['-hide_banner', '-nostdin', '-v', 'error', '-y'];
/** Container and stream tags, chapters: none of them leave (location, creation time, make, model, comments). */
const noMetadata = ['-map_metadata', '-1', '-map_chapters', '-1', '-map_metadata:s:v', '-1'];
const noAudioMetadata = ['-map_metadata:s:a', '-1'];
/** No encoder names or versions in the container (the stsd compressor name goes in the remux, see finalizeArgs). */
const bitexact = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'];

// Long side at most 1280, a smaller one kept, both even; the decoder has already turned a phone's video upright.
const { videoLongSide: side } = limits;
const scale = `scale=w='min(${side},iw)':h='min(${side},ih)':force_original_aspect_ratio=decrease:force_divisible_by=2`;

function audioArgs(probe: ProbeDetails) {
  const input = probe.audio?.bitRate ? Math.round(probe.audio.bitRate / 1000) : limits.audioMaxKbps;
  const kbps = Math.min(limits.audioMaxKbps, Math.max(limits.audioMinKbps, input));
  const channels = (probe.audio?.channels ?? 2) > 2 ? ['-ac', '2'] : [];
  return ['-c:a', 'aac', '-b:a', `${kbps}k`, ...channels];
}

const videoArgs = [
  '-vf',
  scale,
  '-fpsmax',
  String(limits.maxFrameRate),
  '-c:v',
  'libx264',
  '-preset',
  limits.x264Preset,
  '-crf',
  String(limits.crf),
  '-maxrate',
  `${limits.videoMaxrateKbps}k`,
  '-bufsize',
  `${limits.videoBufsizeKbps}k`,
  '-pix_fmt',
  'yuv420p',
  '-profile:v',
  'high',
  // x264 writes its version and settings in an SEI message: drop SEI units (nothing a player needs here).
  '-bsf:v',
  'filter_units=remove_types=6',
];

/**
 * ffmpeg's arguments for the pass over a member's file: our demuxer and decoders only, frames bounded, just the
 * streams we keep (no data, subtitles or attachments), cut at `cutSeconds` whatever the container claims, with
 * progress lines on stdout. The output has no faststart yet: finalizeArgs remuxes it.
 */
export function transcodeArgs(options: {
  kind: MediaKind;
  input: string;
  format: InputFormat;
  probe: ProbeDetails;
  output: string;
  threads: number;
  cutSeconds: number;
}) {
  const { kind, probe, threads } = options;
  const input = [
    ...['-threads', String(threads), '-max_pixels', String(limits.maxPixels)],
    ...inputGuardArgs(options.format),
    ...['-i', `file:${options.input}`],
  ];
  const audio = kind === 'audio' || keepsAudio(probe) ? probe.audio : undefined;
  const maps = [
    ...(kind === 'video' && probe.video ? ['-map', `0:${probe.video.index}`] : ['-vn']),
    ...(audio ? ['-map', `0:${audio.index}`] : ['-an']),
    '-dn',
    '-sn',
  ];
  const codecs = [...(kind === 'video' ? videoArgs : []), ...(audio ? audioArgs(probe) : [])];
  return [
    ...common,
    ...['-nostats', '-progress', 'pipe:1', '-filter_threads', String(threads)],
    ...input,
    ...maps,
    ...noMetadata,
    ...noAudioMetadata,
    ...codecs,
    ...['-threads', String(threads), '-t', options.cutSeconds.toFixed(3)],
    ...bitexact,
    ...['-f', 'mp4', `file:${options.output}`],
  ];
}

/**
 * Remuxes our own output: moov before mdat (fast start), and tags dropped once more, which also empties the
 * compressor name ('Lavc libx264') that the encoding pass writes into the sample description.
 */
export const finalizeArgs = (input: string, output: string) => [
  ...common,
  ...['-protocol_whitelist', 'file', '-f', 'mov', '-i', `file:${input}`],
  ...['-map', '0', '-c', 'copy'],
  ...noMetadata,
  ...noAudioMetadata,
  ...bitexact,
  ...['-movflags', '+faststart', '-f', 'mp4', `file:${output}`],
];

/** One frame of our own output as PNG, `atSeconds` in (the image pipeline re-encodes it). */
export const posterArgs = (input: string, output: string, atSeconds: number, threads: number) => [
  ...common,
  ...['-threads', String(threads), '-protocol_whitelist', 'file', '-f', 'mov'],
  ...['-ss', atSeconds.toFixed(3), '-i', `file:${input}`],
  ...[
    '-map',
    '0:v:0',
    '-frames:v',
    '1',
    '-map_metadata',
    '-1',
    '-c:v',
    'png',
    '-f',
    'image2',
    `file:${output}`,
  ],
];
