/**
 * Query keys of the notifications feature: the unread count and one list per filter. The dropdown and the
 * /notifications page read the same 'all' list, so a live arrival or a mark-read shows in both.
 */
export type NotificationsFilter = 'all' | 'unread';

export const notificationsKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationsKeys.all, 'list'] as const,
  list: (filter: NotificationsFilter) => [...notificationsKeys.lists(), filter] as const,
  unreadCount: () => [...notificationsKeys.all, 'unread-count'] as const,
};
