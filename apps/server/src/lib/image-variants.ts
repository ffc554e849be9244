import type { MediaBucket } from '@circles/contracts';
import type { Storage } from '../storage/storage';

/**
 * Responsive images (issue #16): the narrower widths a posted photo is also stored at, when it is wider. 640 fits
 * a phone's feed column at 1.5x, 1280 a desktop column at 2x; the original stays for anything larger.
 */
export const imageVariantWidths = [640, 1280] as const;

/** `user/123.jpg` at 640 → `user/123-w640.jpg` (the same folder, so access and cleanup follow the original). */
export const imageVariantPath = (path: string, width: number) =>
  path.replace(/(\.[A-Za-z0-9]+)?$/, `-w${width}$1`);

/** A video's poster frame is stored beside it (issue #52): `user/123.mp4` → `user/123.mp4.poster.jpg`. */
export const posterPathOf = (path: string) => `${path}.poster.jpg`;

/** The file as uploaded, kept until ffmpeg has processed it and never served: `user/123.mp4.source`. */
export const sourcePathOf = (path: string) => `${path}.source`;

/**
 * Removes a stored media file and whatever was stored beside it: narrower copies, a video's poster and its
 * copies, an upload not yet processed (missing ones are not an error).
 */
export async function removeMediaFile(storage: Storage, bucket: MediaBucket, path: string) {
  await storage.remove(bucket, path);
  if (bucket !== 'posts') return;
  const poster = posterPathOf(path);
  const beside = [
    ...imageVariantWidths.map((width) => imageVariantPath(path, width)),
    poster,
    ...imageVariantWidths.map((width) => imageVariantPath(poster, width)),
    sourcePathOf(path),
  ];
  // Most files have no copy of some kind; an S3 provider may answer a missing key with an error.
  await Promise.all(beside.map((besidePath) => storage.remove(bucket, besidePath).catch(() => undefined)));
}
