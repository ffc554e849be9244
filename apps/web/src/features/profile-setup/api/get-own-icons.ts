import type { OwnIcons } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionRootKey } from '../../../lib/session';

/** GET /api/me/icons → the member's own six icons in order ([] before the profile is complete). */
export const getOwnIcons = ({ signal }: { signal?: AbortSignal } = {}): Promise<OwnIcons> =>
  api.get<OwnIcons>('/me/icons', { signal });

export const ownIconsQueryKey = [...sessionRootKey, 'own-icons'] as const;

export const ownIconsQueryOptions = () =>
  queryOptions({ queryKey: ownIconsQueryKey, queryFn: ({ signal }) => getOwnIcons({ signal }) });

export const useOwnIcons = () => useQuery(ownIconsQueryOptions());
