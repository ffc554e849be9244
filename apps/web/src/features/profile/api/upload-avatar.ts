import { type Me, profileMessages } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';
import { refreshOwnIdentity } from '../lib/refresh-own-identity';

/**
 * PUT /api/me/avatar with the raw image as the body → the member with the new avatar URL. The server checks the
 * bytes, crops a square and removes the old picture.
 */
export const uploadAvatar = (file: File): Promise<Me> =>
  apiUpload<Me>('/me/avatar', file, {
    method: 'PUT',
    failedMessage: profileMessages.avatarFailed,
  });

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'avatar'],
    mutationFn: uploadAvatar,
    onSuccess: (me) => refreshOwnIdentity(queryClient, me),
  });
}
