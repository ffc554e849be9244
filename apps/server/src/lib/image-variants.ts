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

/** Removes a stored media file and any narrower copies of it (missing copies are not an error). */
export async function removeMediaFile(storage: Storage, bucket: MediaBucket, path: string) {
  await storage.remove(bucket, path);
  if (bucket !== 'posts') return;
  // Most photos have no copy of some width; an S3 provider may answer a missing key with an error.
  await Promise.all(
    imageVariantWidths.map((width) =>
      storage.remove(bucket, imageVariantPath(path, width)).catch(() => undefined),
    ),
  );
}
