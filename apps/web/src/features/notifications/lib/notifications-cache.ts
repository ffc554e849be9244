import { limits, type Notification } from '@circles/contracts';
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

/** The pages with `notification` where its id places it (newest first): before the first older one, else last. */
function placedById(pages: Notification[][], notification: Notification): Notification[][] {
  const id = Number(notification.id);
  for (const [pageIndex, page] of pages.entries()) {
    const before = page.findIndex((shown) => Number(shown.id) < id);
    if (before >= 0)
      return pages.map((candidate, index) =>
        index === pageIndex ? [...page.slice(0, before), notification, ...page.slice(before)] : candidate,
      );
  }
  return pages.length === 0
    ? [[notification]]
    : [...pages.slice(0, -1), [...(pages.at(-1) ?? []), notification]];
}

/**
 * docs/product.md §Behaviour live arrival: add it (once) where its id places it, newest first (a late one can come
 * below ids already here: a reconnecting stream sends the last seconds again), and count it when unread. One older
 * than everything the list has loaded, while it has more to load, is its next pages' and comes with Load more.
 */
export function addLiveNotification(queryClient: QueryClient, notification: Notification) {
  if (hasNotification(queryClient, notification.id)) return false;
  const all = queryClient.getQueryData<NotificationPages>(notificationsKeys.list('all'));
  const loaded = all?.pages.flat() ?? [];
  const hasMore = (all?.pages.at(-1)?.length ?? 0) >= limits.notificationsPageSize;
  if (hasMore && loaded.every((shown) => Number(shown.id) > Number(notification.id))) return false;
  for (const [queryKey, data] of queryClient.getQueriesData<NotificationPages>({
    queryKey: notificationsKeys.lists(),
  })) {
    if (!data) continue;
    const isUnreadList = queryKey.at(-1) === 'unread';
    if (isUnreadList && notification.read) continue;
    queryClient.setQueryData<NotificationPages>(queryKey, {
      ...data,
      pages: placedById(data.pages, notification),
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
