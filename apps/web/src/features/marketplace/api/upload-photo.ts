import { listingMessages, type UploadResult } from '@circles/contracts';
import { apiUpload } from '../../../lib/api-client';

/**
 * POST /api/media/posts?kind=image with the raw file → the stored photo (checked by its bytes, re-encoded, EXIF
 * stripped), which a listing then holds.
 */
export const uploadListingPhoto = (file: File): Promise<UploadResult> =>
  apiUpload<UploadResult>('/media/posts', file, {
    query: { kind: 'image' },
    failedMessage: listingMessages.photoUploadFailed,
  });
