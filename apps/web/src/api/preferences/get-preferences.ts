import type { Preferences } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { preferencesKeys } from './keys';

/** GET /api/preferences → the member's five preferences, defaults filled in (docs/product.md §Data). */
export const getPreferences = ({ signal }: { signal?: AbortSignal } = {}): Promise<Preferences> =>
  api.get<Preferences>('/preferences', { signal });

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: preferencesKeys.all, queryFn: ({ signal }) => getPreferences({ signal }) });

/** Read by the settings page, by the shell (which applies the saved theme) and by Create Post (alt text rule). */
export const usePreferences = () => useQuery(preferencesQueryOptions());
