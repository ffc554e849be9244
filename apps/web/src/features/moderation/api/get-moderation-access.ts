import type { ModerationAccess } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { moderationKeys } from '../../../api/moderation/keys';
import { api } from '../../../lib/api-client';

/** GET /api/moderation/access → whether the viewer moderates anything (site-wide, or a circle). */
export const getModerationAccess = (signal?: AbortSignal): Promise<ModerationAccess> =>
  api.get<ModerationAccess>('/moderation/access', { signal });

export const moderationAccessQueryOptions = () =>
  queryOptions({
    queryKey: moderationKeys.access,
    queryFn: ({ signal }) => getModerationAccess(signal),
    staleTime: 5 * 60_000,
  });

export const useModerationAccess = () => useQuery(moderationAccessQueryOptions());
