import { mediaMessages, type UploadResult } from '@circles/contracts';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * POST /api/media/posts?kind=image with the raw file → the stored photo (re-encoded, metadata stripped), which a
 * message then names by its URL. Not JSON in, so it bypasses the JSON client; errors carry the server's text.
 */
export async function uploadMessagePhoto(file: File): Promise<UploadResult> {
  let response: Response;
  try {
    response = await fetch('/api/media/posts?kind=image', {
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
    // The server's { message } when it sent one (contracts' apiErrorSchema, read by hand: zod stays out).
    const message = (data as { message?: unknown } | undefined)?.message;
    throw new ApiRequestError(
      response.status,
      typeof message === 'string' ? message : mediaMessages.uploadFailed,
    );
  }
  return data as UploadResult;
}
