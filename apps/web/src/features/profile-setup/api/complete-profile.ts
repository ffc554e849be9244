import { type Me, type ProfileCompletionInput, profileCompletionSchema } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';
import { ownIconsQueryKey } from './get-own-icons';

/** POST /api/me/profile-completion { icons: [6 codes] } → { profileCompleted: true }; 400 'Please select exactly 6 icons'. */
export const completeProfile = (body: ProfileCompletionInput) =>
  api.post<{ profileCompleted: boolean }>('/me/profile-completion', profileCompletionSchema.parse(body));

export const completeProfileMutationOptions = () =>
  mutationOptions({ mutationKey: ['profile', 'complete'], mutationFn: completeProfile });

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...completeProfileMutationOptions(),
    onSuccess: async (_result, { icons }) => {
      // The guard reads this: mark the profile complete at once, then confirm with the server.
      queryClient.setQueryData<Me | null>(meQueryKey, (me) =>
        me ? { ...me, profileCompleted: true, iconCodes: icons.slice(0, 3) } : me,
      );
      queryClient.setQueryData(ownIconsQueryKey, { icons });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
