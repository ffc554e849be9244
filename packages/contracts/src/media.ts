import { z } from 'zod';
import {
  infoOf,
  languageNames,
  languages,
  type MediaInfo,
  type mediaBuckets,
  mediaKinds,
} from './media-constants';

export {
  audioExtensions,
  isAudioUrl,
  languageNames,
  languages,
  type MediaInfo,
  type MediaKind,
  mediaBuckets,
  mediaKinds,
  mediaMessages,
  mediaRules,
  posterUrlOf,
} from './media-constants';
export type MediaBucket = (typeof mediaBuckets)[number];

export const uploadQuerySchema = z.object({ kind: z.enum(mediaKinds) });

export const uploadResultSchema = z.object({
  url: z.string(),
  path: z.string(),
  kind: z.enum(mediaKinds),
  contentType: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** A video or audio being processed (issue #52): a post may carry it and waits until it is ready. */
  processing: z.boolean(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
export type LanguageName = (typeof languages)[number]['language'];

/**
 * A video or audio source: one URL per language, and which language is the original
 * (docs/product.md §Data: `{ original: 'english', english: url }`).
 */
export const mediaSourceSchema = z
  .object({ original: z.enum(languageNames) })
  .catchall(z.string().max(500))
  .superRefine((source, ctx) => {
    const { original, ...urls } = source;
    for (const key of Object.keys(urls)) {
      if (!languageNames.includes(key)) ctx.addIssue({ code: 'custom', message: `Unknown language: ${key}` });
    }
    if (!urls[original]) ctx.addIssue({ code: 'custom', message: 'The original language needs a file' });
    const files = Object.values(urls);
    if (new Set(files).size < files.length)
      ctx.addIssue({ code: 'custom', message: 'Each language needs its own file' });
  });
export type MediaSource = z.infer<typeof mediaSourceSchema>;

/** The per-language files of a post's video or audio, as the client shows them. */
export const mediaFileSchema = z.object({
  language: z.string(),
  abbreviation: z.string(),
  iconClass: z.string(),
  url: z.string(),
  original: z.boolean(),
  /** Shown size and length (issue #52), for a box of the right shape and a duration label; null when unknown. */
  width: z.number().nullish(),
  height: z.number().nullish(),
  durationMs: z.number().nullish(),
  /** A video's poster frame (`<url>?poster=1`, narrower at `&w=640`) and its size; null without one. */
  poster: z
    .object({ url: z.string(), width: z.number(), height: z.number(), widths: z.array(z.number()) })
    .nullish(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

export function mediaFilesOf(
  source: Record<string, string> | null | undefined,
  info?: MediaInfo | null,
): MediaFile[] {
  if (!source) return [];
  return languages
    .filter((entry) => typeof source[entry.language] === 'string')
    .map((entry) => ({
      language: entry.language,
      abbreviation: entry.abbreviation,
      iconClass: entry.iconClass,
      url: source[entry.language] as string,
      original: source.original === entry.language,
      ...infoOf(source[entry.language] as string, info?.[source[entry.language] as string]),
    }));
}
