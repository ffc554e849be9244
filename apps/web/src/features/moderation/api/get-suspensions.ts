import type { Suspensions } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { moderationKeys } from '../../../api/moderation/keys';
import { api } from '../../../lib/api-client';

/** GET /api/moderation/suspensions → the suspensions in force (site moderators and admins). */
export const getSuspensions = (signal?: AbortSignal): Promise<Suspensions> =>
  api.get<Suspensions>('/moderation/suspensions', { signal });

export const suspensionsQueryOptions = () =>
  queryOptions({ queryKey: moderationKeys.suspensions, queryFn: ({ signal }) => getSuspensions(signal) });

export const useSuspensions = () => useQuery(suspensionsQueryOptions());
