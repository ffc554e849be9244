import { type Me, type UpdateProfileInput, updateProfileSchema } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshOwnIdentity } from '../lib/refresh-own-identity';

/**
 * PATCH /api/me (Profile Settings) → the member; 400 with docs/product.md §Validation's messages, 409 when the
 * handle is taken.
 */
export const updateProfile = (body: UpdateProfileInput): Promise<Me> =>
  api.patch<Me>('/me', updateProfileSchema.parse(body));

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'update'],
    mutationFn: updateProfile,
    onSuccess: (me) => refreshOwnIdentity(queryClient, me),
  });
}
