import { limits, type Notification } from '@circles/contracts';
import {
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type NotificationsFilter, notificationsKeys } from './keys';

export const notificationsPageSize = limits.notificationsPageSize;

/** GET /api/notifications → a page of the viewer's notifications, newest first. */
export const getNotifications = async ({
  offset,
  unreadOnly,
  signal,
}: {
  offset: number;
  unreadOnly: boolean;
  signal?: AbortSignal;
}): Promise<Notification[]> =>
  (
    await api.get<{ notifications: Notification[] }>('/notifications', {
      query: { limit: notificationsPageSize, offset, unreadOnly },
      signal,
    })
  ).notifications;

/**
 * Pages of notifications; the next offset is the number already loaded (docs/product.md §Limits), live arrivals
 * included. docs/product.md §Behaviour: the first page replaces the list and refreshes the unread count.
 */
export const notificationsQueryOptions = (queryClient: QueryClient, filter: NotificationsFilter) =>
  infiniteQueryOptions({
    queryKey: notificationsKeys.list(filter),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const page = await getNotifications({ offset: pageParam, unreadOnly: filter === 'unread', signal });
      if (pageParam === 0) {
        // A count request already under way answers too; it is not restarted.
        void queryClient.invalidateQueries(
          { queryKey: notificationsKeys.unreadCount() },
          { cancelRefetch: false },
        );
      }
      return page;
    },
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < notificationsPageSize ? undefined : pages.reduce((sum, page) => sum + page.length, 0),
  });

export const useNotifications = (filter: NotificationsFilter = 'all') => {
  const queryClient = useQueryClient();
  return useInfiniteQuery(notificationsQueryOptions(queryClient, filter));
};

/** Every loaded notification of a list, in order. */
export const flattenNotifications = (pages: Notification[][] | undefined) => pages?.flat() ?? [];
