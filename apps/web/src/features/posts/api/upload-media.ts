import {
  apiErrorSchema,
  type MediaKind,
  mediaMessages,
  type UploadResult,
  uploadResultSchema,
} from '@circles/contracts';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * POST /api/media/posts?kind= with the raw file as the body → the stored file's URL and path.
 * Not JSON in, so it bypasses the JSON api client; errors still arrive as ApiRequestError with the server text.
 */
export async function uploadPostMedia(file: File, kind: MediaKind): Promise<UploadResult> {
  let response: Response;
  try {
    response = await fetch(`/api/media/posts?kind=${kind}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
      body: file,
    });
  } catch (error) {
    throw new ApiRequestError(0, mediaMessages.uploadFailed, { cause: error });
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    throw new ApiRequestError(
      response.status,
      parsed.success ? parsed.data.message : mediaMessages.uploadFailed,
    );
  }
  return uploadResultSchema.parse(data);
}

/** DELETE /api/media/posts/<path>: removes an upload no post uses (after a failed create). Never throws. */
export async function deletePostMedia(path: string): Promise<void> {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  await fetch(`/api/media/posts/${encoded}`, { method: 'DELETE', credentials: 'include' }).catch(
    () => undefined,
  );
}
