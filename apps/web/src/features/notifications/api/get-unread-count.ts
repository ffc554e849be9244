import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from './keys';

/** GET /api/notifications/unread-count → how many of the viewer's notifications are unread. */
export const getUnreadCount = async ({ signal }: { signal?: AbortSignal } = {}): Promise<number> =>
  (await api.get<{ count: number }>('/notifications/unread-count', { signal })).count;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount({ signal }),
    // Live arrivals and mark-read keep it current; the server is asked again with every first page.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
