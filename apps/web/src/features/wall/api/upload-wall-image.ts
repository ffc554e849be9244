import { apiErrorSchema, mediaMessages, type UploadResult, uploadResultSchema } from '@circles/contracts';
import { ApiRequestError } from '../../../lib/api-client';

/** POST /api/media/wall?kind=image with the raw file → the upload's URL (checked and re-encoded by the server). */
export async function uploadWallImage(file: File): Promise<UploadResult> {
  let response: Response;
  try {
    response = await fetch('/api/media/wall?kind=image', {
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
