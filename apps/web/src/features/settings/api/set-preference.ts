import type { PreferenceKey, Preferences } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { preferencesKeys } from '../../../api/preferences/keys';
import { api } from '../../../lib/api-client';

/** One key with a value it accepts, e.g. { key: 'theme', value: 'dark' }. */
export type SetPreferenceInput = {
  [Key in PreferenceKey]: { key: Key; value: Preferences[Key] };
}[PreferenceKey];

/** PUT /api/preferences/:key { value } → all five preferences (docs/product.md §Data). */
export const setPreference = ({ key, value }: SetPreferenceInput): Promise<Preferences> =>
  api.put<Preferences>(`/preferences/${key}`, { value });

export const setPreferenceMutationOptions = () =>
  mutationOptions({ mutationKey: [...preferencesKeys.all, 'set'], mutationFn: setPreference });

const withValue = (key: PreferenceKey, value: string) => (current: Preferences | undefined) =>
  current && { ...current, [key]: value };

/**
 * Saves at once and shows the change before the server answers. A failure puts that one key back (other keys
 * may have been changed meanwhile); the last change to settle refetches, so the page ends on the server's values.
 */
export function useSetPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setPreferenceMutationOptions(),
    onMutate: async ({ key, value }) => {
      await queryClient.cancelQueries({ queryKey: preferencesKeys.all });
      const previousValue = queryClient.getQueryData<Preferences>(preferencesKeys.all)?.[key];
      queryClient.setQueryData<Preferences>(preferencesKeys.all, withValue(key, value));
      return { previousValue };
    },
    onError: (error, { key }, context) => {
      console.error('Failed to save preference', error);
      if (context?.previousValue !== undefined) {
        queryClient.setQueryData<Preferences>(preferencesKeys.all, withValue(key, context.previousValue));
      }
    },
    onSettled: async () => {
      // This mutation still counts itself: 1 means no other change is on its way.
      if (queryClient.isMutating({ mutationKey: preferencesKeys.all }) === 1) {
        await queryClient.invalidateQueries({ queryKey: preferencesKeys.all, exact: true });
      }
    },
  });
}
