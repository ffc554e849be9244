import { mediaMessages, type UploadResult } from '@circles/contracts';
import { apiUpload } from '../../../lib/api-client';

/** POST /api/media/wall?kind=image with the raw file → the upload's URL (checked and re-encoded by the server). */
export const uploadWallImage = (file: File): Promise<UploadResult> =>
  apiUpload<UploadResult>('/media/wall', file, {
    query: { kind: 'image' },
    failedMessage: mediaMessages.uploadFailed,
  });
