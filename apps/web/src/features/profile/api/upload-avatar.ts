import { apiErrorSchema, type Me, meSchema, profileMessages } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';
import { refreshOwnIdentity } from '../lib/refresh-own-identity';

/**
 * PUT /api/me/avatar with the raw image as the body → the member with the new avatar URL. The server checks the
 * bytes, crops a square and removes the old picture. Not JSON, so it bypasses the JSON client.
 */
export async function uploadAvatar(file: File): Promise<Me> {
  let response: Response;
  try {
    response = await fetch('/api/me/avatar', {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
      body: file,
    });
  } catch (error) {
    throw new ApiRequestError(0, profileMessages.avatarFailed, { cause: error });
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    throw new ApiRequestError(
      response.status,
      parsed.success ? parsed.data.message : profileMessages.avatarFailed,
    );
  }
  return meSchema.parse(data);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'avatar'],
    mutationFn: uploadAvatar,
    onSuccess: (me) => refreshOwnIdentity(queryClient, me),
  });
}
