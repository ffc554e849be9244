import type { MediaSource } from '@circles/contracts';
import { parseMediaUrl } from '../../lib/media-url';
import type { MediaService } from '../media/service';

const linkPattern = /https?:\/\/[^\s]+/g;
export const countLinks = (text: string) => text.match(linkPattern)?.length ?? 0;

export type Sources = {
  imageUrl?: string | null;
  videoSource?: MediaSource | Record<string, string> | null;
  audioSource?: MediaSource | Record<string, string> | null;
};

/** Every media URL a post refers to, with the kind it must be. */
export function referencedMedia(post: Sources) {
  const refs: { url: string; kind: 'image' | 'video' | 'audio' }[] = [];
  if (post.imageUrl) refs.push({ url: post.imageUrl, kind: 'image' });
  for (const [kind, source] of [
    ['video', post.videoSource],
    ['audio', post.audioSource],
  ] as const) {
    if (!source) continue;
    for (const [language, url] of Object.entries(source))
      if (language !== 'original') refs.push({ url, kind });
  }
  return refs;
}

/**
 * Removes the uploads a failed post referred to (docs/product.md §Calls cleanup), when they are the author's and
 * unused.
 */
export const createUploadDiscarder = (media: MediaService, publicUrl: string) =>
  async function discardUploads(authorId: string, post: Sources) {
    for (const ref of referencedMedia(post)) {
      const location = parseMediaUrl(ref.url, publicUrl);
      if (location?.bucket !== 'posts') continue;
      // Only the author's own, still unused files go; anything else is left alone.
      await media.removeUnattached(authorId, 'posts', location.path).catch(() => undefined);
    }
  };
