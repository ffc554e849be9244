import { type MediaKind, mediaMessages, type UploadResult } from '@circles/contracts';
import { apiUpload } from '../../../lib/api-client';

/** POST /api/media/posts?kind= with the raw file as the body → the stored file's URL and path. */
export const uploadPostMedia = (file: File, kind: MediaKind): Promise<UploadResult> =>
  apiUpload<UploadResult>('/media/posts', file, {
    query: { kind },
    failedMessage: mediaMessages.uploadFailed,
  });

/** DELETE /api/media/posts/<path>: removes an upload no post uses (after a failed create). Never throws. */
export async function deletePostMedia(path: string): Promise<void> {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  await fetch(`/api/media/posts/${encoded}`, { method: 'DELETE', credentials: 'include' }).catch(
    () => undefined,
  );
}
