import type { Mutes } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mutesKeys } from '../../../api/mutes/keys';
import { api } from '../../../lib/api-client';

/** GET /api/mutes → the members and circles the member muted. */
export const getMutes = (signal?: AbortSignal): Promise<Mutes> => api.get<Mutes>('/mutes', { signal });

export const mutesQueryOptions = () =>
  queryOptions({ queryKey: mutesKeys.all, queryFn: ({ signal }) => getMutes(signal) });

export const useMutes = () => useQuery(mutesQueryOptions());
