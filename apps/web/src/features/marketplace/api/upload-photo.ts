import { apiErrorSchema, listingMessages, type UploadResult, uploadResultSchema } from '@circles/contracts';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * POST /api/media/posts?kind=image with the raw file → the stored photo (checked by its bytes, re-encoded, EXIF
 * stripped), which a listing then holds. Not JSON in, so it bypasses the JSON api client.
 */
export async function uploadListingPhoto(file: File): Promise<UploadResult> {
  let response: Response;
  try {
    response = await fetch('/api/media/posts?kind=image', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
      body: file,
    });
  } catch (error) {
    throw new ApiRequestError(0, listingMessages.photoUploadFailed, { cause: error });
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    throw new ApiRequestError(
      response.status,
      parsed.success ? parsed.data.message : listingMessages.photoUploadFailed,
    );
  }
  return uploadResultSchema.parse(data);
}
