import type { Notification } from '@circles/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { notificationsKeys } from '../api/keys';

type NotificationPages = InfiniteData<Notification[], number>;

const updateLists = (queryClient: QueryClient, update: (data: NotificationPages) => NotificationPages) =>
  queryClient.setQueriesData<NotificationPages>({ queryKey: notificationsKeys.lists() }, (data) =>
    data ? update(data) : data,
  );

const mapNotifications = (data: NotificationPages, map: (notification: Notification) => Notification) => ({
  ...data,
  pages: data.pages.map((page) => page.map(map)),
});

const setUnreadCount = (queryClient: QueryClient, update: (count: number) => number) =>
  queryClient.setQueryData<number>(notificationsKeys.unreadCount(), (count) =>
    count === undefined ? count : Math.max(0, update(count)),
  );

/** Whether a notification with this id is already in a loaded list. */
export function hasNotification(queryClient: QueryClient, id: string) {
  return queryClient
    .getQueriesData<NotificationPages>({ queryKey: notificationsKeys.lists() })
    .some(([, data]) => data?.pages.some((page) => page.some((notification) => notification.id === id)));
}

/** docs/product.md §Behaviour live arrival: prepend it (once) and count it when unread. */
export function addLiveNotification(queryClient: QueryClient, notification: Notification) {
  if (hasNotification(queryClient, notification.id)) return false;
  for (const [queryKey, data] of queryClient.getQueriesData<NotificationPages>({
    queryKey: notificationsKeys.lists(),
  })) {
    if (!data) continue;
    const isUnreadList = queryKey.at(-1) === 'unread';
    if (isUnreadList && notification.read) continue;
    const [first = [], ...rest] = data.pages;
    queryClient.setQueryData<NotificationPages>(queryKey, {
      ...data,
      pages: [[notification, ...first], ...rest],
    });
  }
  if (!notification.read) setUnreadCount(queryClient, (count) => count + 1);
  return true;
}

/** Marks one read in every list; the count drops only if it was unread (never below 0). Returns an undo. */
export function markReadInCache(queryClient: QueryClient, id: string, readAt = new Date().toISOString()) {
  const snapshot = queryClient.getQueriesData({ queryKey: notificationsKeys.all });
  let wasUnread = false;
  updateLists(queryClient, (data) =>
    mapNotifications(data, (notification) => {
      if (notification.id !== id || notification.read) return notification;
      wasUnread = true;
      return { ...notification, read: true, readAt };
    }),
  );
  if (wasUnread) setUnreadCount(queryClient, (count) => count - 1);
  return () => restore(queryClient, snapshot);
}

/** docs/product.md §Behaviour mark all: every loaded one read, count 0. Returns an undo. */
export function markAllReadInCache(queryClient: QueryClient, readAt = new Date().toISOString()) {
  const snapshot = queryClient.getQueriesData({ queryKey: notificationsKeys.all });
  updateLists(queryClient, (data) =>
    mapNotifications(data, (notification) =>
      notification.read ? notification : { ...notification, read: true, readAt },
    ),
  );
  queryClient.setQueryData<number>(notificationsKeys.unreadCount(), 0);
  return () => restore(queryClient, snapshot);
}

function restore(queryClient: QueryClient, snapshot: [readonly unknown[], unknown][]) {
  for (const [queryKey, data] of snapshot) queryClient.setQueryData(queryKey, data);
}

/** The newest notification id in the loaded lists ('0' when none), to resume the live stream after it. */
export function newestKnownId(queryClient: QueryClient) {
  let newest = 0;
  for (const [, data] of queryClient.getQueriesData<NotificationPages>({
    queryKey: notificationsKeys.lists(),
  })) {
    for (const page of data?.pages ?? []) {
      for (const notification of page) newest = Math.max(newest, Number(notification.id) || 0);
    }
  }
  return newest;
}
