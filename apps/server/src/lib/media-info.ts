import type { PosterJson } from '../db/schema';

/**
 * What a post keeps of a processed video or audio file (posts.media_info, issue #52): its shown size, its length
 * and its poster's size and narrower widths, so the feed draws the right box and labels before the file loads.
 */
export const mediaInfoOf = (file: {
  width: number | null;
  height: number | null;
  durationMs: number | null;
  poster: PosterJson | null;
}) => ({
  width: file.width,
  height: file.height,
  durationMs: file.durationMs,
  poster: file.poster && {
    width: file.poster.width,
    height: file.poster.height,
    widths: file.poster.variants.map((variant) => variant.width),
  },
});
