import type { Notification } from '@circles/contracts';

type LiveNotificationListener = (notification: Notification) => void;
const listeners = new Set<LiveNotificationListener>();

/**
 * What the member shell's one notification stream hears, for features that are not notifications: a new direct
 * message (issue #40) arrives as a notification row whose action URL is its conversation. The notifications
 * feature publishes; others subscribe (features never import each other).
 */
export const publishLiveNotification = (notification: Notification) => {
  for (const listener of listeners) listener(notification);
};

export function onLiveNotification(listener: LiveNotificationListener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
