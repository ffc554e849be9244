import type { ModerationQueue } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { moderationKeys } from '../../../api/moderation/keys';
import { api } from '../../../lib/api-client';

/** GET /api/moderation/queue → the open reports the viewer may act on, one item per reported thing. */
export const getModerationQueue = (signal?: AbortSignal): Promise<ModerationQueue> =>
  api.get<ModerationQueue>('/moderation/queue', { signal });

export const moderationQueueQueryOptions = () =>
  queryOptions({ queryKey: moderationKeys.queue, queryFn: ({ signal }) => getModerationQueue(signal) });

export const useModerationQueue = () => useQuery(moderationQueueQueryOptions());
