import type { MediaKind } from './media-processing-error';

/**
 * The input formats we open (issue #52 §3): ffmpeg is told which demuxer to use (`-f`, from our own sniffing) and
 * may use no other (`-format_whitelist`), so a playlist (hls, concat), an AVI with a nested subtitle demuxer or any
 * other reference to a second file is never opened.
 */
export const inputFormats = {
  mov: { formatName: 'mov,mp4,m4a,3gp,3g2,mj2', kinds: ['video', 'audio'] },
  matroska: { formatName: 'matroska,webm', kinds: ['video', 'audio'] },
  mp3: { formatName: 'mp3', kinds: ['audio'] },
  aac: { formatName: 'aac', kinds: ['audio'] },
  wav: { formatName: 'wav', kinds: ['audio'] },
  ogg: { formatName: 'ogg', kinds: ['audio'] },
  flac: { formatName: 'flac', kinds: ['audio'] },
} as const satisfies Record<string, { formatName: string; kinds: readonly MediaKind[] }>;
export type InputFormat = keyof typeof inputFormats;

export const formatWhitelist = Object.keys(inputFormats).join(',');

/** Codecs (as ffprobe names them) whose streams we decode. */
export const videoCodecs = new Set(['h264', 'hevc', 'vp8', 'vp9', 'av1', 'mpeg4', 'h263']);
export const audioCodecs = new Set(['aac', 'mp3', 'opus', 'vorbis', 'flac', 'alac', 'amr_nb', 'amr_wb']);
export const isAudioCodec = (codec: string) => audioCodecs.has(codec) || /^pcm_[a-z0-9]+$/.test(codec);

/**
 * The decoders ffprobe and ffmpeg may open (`-codec_whitelist`): ours, plus cover art (mjpeg, png) and text
 * subtitles, which ffprobe looks into while it reads a file's streams (they are never mapped to the output).
 */
export const decoderWhitelist = [
  'h264',
  'hevc',
  'vp8',
  'vp9',
  'libdav1d',
  'av1',
  'mpeg4',
  'h263',
  'aac',
  'mp3float',
  'mp3',
  'opus',
  'vorbis',
  'flac',
  'alac',
  'amrnb',
  'amrwb',
  ...[
    's16le',
    's16be',
    's24le',
    's24be',
    's32le',
    's32be',
    'f32le',
    'f32be',
    'f64le',
    'u8',
    'mulaw',
    'alaw',
  ].map((format) => `pcm_${format}`),
  'mjpeg',
  'png',
  'mov_text',
  'subrip',
  'srt',
  'ass',
  'ssa',
  'webvtt',
  'text',
].join(',');
