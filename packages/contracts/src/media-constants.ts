// Zod-free: what the web app reads from media.ts without its schemas (docs/decisions/0096).
import { limits } from './limits';

export const mediaMessages = {
  notImage: 'Please select an image file',
  imageTooLarge: 'Image must be less than 5MB',
  notVideo: 'Please select a video file',
  videoTooLarge: 'Video must be less than 30MB',
  notAudio: 'Please select a audio file',
  audioTooLarge: 'Audio must be less than 6MB',
  recordedTooLarge: (sizeMb: string) =>
    `Recorded video is ${sizeMb}MB (exceeds 30MB limit). Please record a shorter video.`,
  imageTooManyPixels: 'Image is too large to process',
  imageUnreadable: 'Please select an image file',
  uploadFailed: 'Upload failed. Please try again.',
  avatarImageOnly: 'Please select an image file',
  // Video and audio go through ffmpeg before anyone sees them (issue #52); `limit` reads like '10 minutes'.
  processingUnavailable: 'Video and audio uploads are not available on this server right now.',
  videoTooLong: (limit: string) => `Videos can be at most ${limit} long.`,
  audioTooLong: (limit: string) => `Audio can be at most ${limit} long.`,
  videoTooManyPixels: 'Video is too large to process: at most 4096 pixels wide or tall.',
  videoFormatUnsupported: 'This video format is not supported. Please use MP4, MOV or WebM.',
  mediaUnsupported: 'This file is not a video or audio format we support.',
  audioFormatUnsupported:
    'This audio format is not supported. Please use MP3, M4A, AAC, WAV, OGG, FLAC or WebM.',
  videoUnreadable: 'This video could not be read. It may be damaged or incomplete.',
  audioUnreadable: 'This audio file could not be read. It may be damaged or incomplete.',
  processingTooSlow: 'This file took too long to process. Please try a shorter or smaller one.',
  processingFailed: 'The file could not be processed. Please try again.',
} as const;

export const mediaKinds = ['image', 'video', 'audio'] as const;

export type MediaKind = (typeof mediaKinds)[number];

/**
 * Per-kind limits and messages (docs/product.md §Validation, §Limits): the browser checks for comfort, the server
 * enforces.
 */
export const mediaRules: Record<MediaKind, { maxBytes: number; wrongType: string; tooLarge: string }> = {
  image: {
    maxBytes: limits.imageBytes,
    wrongType: mediaMessages.notImage,
    tooLarge: mediaMessages.imageTooLarge,
  },
  video: {
    maxBytes: limits.videoBytes,
    wrongType: mediaMessages.notVideo,
    tooLarge: mediaMessages.videoTooLarge,
  },
  audio: {
    maxBytes: limits.audioBytes,
    wrongType: mediaMessages.notAudio,
    tooLarge: mediaMessages.audioTooLarge,
  },
};

export const mediaBuckets = ['posts', 'avatars', 'wall'] as const;

/** docs/product.md §Product: audio links are recognised by extension. */
export const audioExtensions = ['.mp3', '.wav', '.ogg', '.m4a'] as const;

export const isAudioUrl = (url: string) => {
  const pathname = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  return audioExtensions.some((extension) => pathname.endsWith(extension));
};

/** The catalogue of seven languages (docs/product.md §Product, §Data). */
export const languages = [
  { language: 'english', country: 'United States', abbreviation: 'EN', iconClass: 'fi fi-us' },
  { language: 'spanish', country: 'Spain', abbreviation: 'ES', iconClass: 'fi fi-es' },
  { language: 'portuguese', country: 'Brazil', abbreviation: 'PT', iconClass: 'fi fi-br' },
  { language: 'french', country: 'France', abbreviation: 'FR', iconClass: 'fi fi-fr' },
  { language: 'german', country: 'Germany', abbreviation: 'DE', iconClass: 'fi fi-de' },
  { language: 'chinese', country: 'China', abbreviation: 'ZH', iconClass: 'fi fi-cn' },
  { language: 'italian', country: 'Italy', abbreviation: 'IT', iconClass: 'fi fi-it' },
] as const;

export const languageNames = languages.map((entry) => entry.language) as [string, ...string[]];

/** What the server knows of each processed file, by its URL (posts' media_info). */
export type MediaInfo = Record<
  string,
  {
    width: number | null;
    height: number | null;
    durationMs: number | null;
    poster: { width: number; height: number; widths: number[] } | null;
  }
>;

/** `url?poster=1`: a video's poster frame is served beside it, under the video's own access rule. */
export const posterUrlOf = (url: string) => `${url}?poster=1`;

/** A file's size, length and poster, when the server processed it (posts from before issue #52 may lack them). */
export function infoOf(url: string, known: MediaInfo[string] | undefined) {
  if (!known) return {};
  return {
    width: known.width,
    height: known.height,
    durationMs: known.durationMs,
    poster: known.poster && { url: posterUrlOf(url), ...known.poster },
  };
}
