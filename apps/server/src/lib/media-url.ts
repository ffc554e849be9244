import type { MediaBucket } from '@circles/contracts';

/** Where a stored file is served: `/media/<bucket>/<path>`. */
export const mediaUrl = (bucket: MediaBucket, path: string) => `/media/${bucket}/${path}`;

/** `/media/posts/<user>/<file>` (optionally absolute on our origin) → { bucket, path }; anything else → null. */
export function parseMediaUrl(url: string, publicUrl: string): { bucket: MediaBucket; path: string } | null {
  const relative = url.startsWith(publicUrl) ? url.slice(publicUrl.length) : url;
  const match = /^\/media\/(posts|avatars|wall)\/([A-Za-z0-9-]+\/[A-Za-z0-9._-]+)$/.exec(relative);
  return match ? { bucket: match[1] as MediaBucket, path: match[2] as string } : null;
}
