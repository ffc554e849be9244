import type { Notification } from '@circles/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationTarget } from '../lib/notification-target';

/**
 * docs/product.md §Behaviour click: mark it read (at once, in every list and the count), then go where it points.
 */
export function useOpenNotification() {
  const navigate = useNavigate();
  const { mutate: markRead } = useMarkNotificationRead();
  return useCallback(
    (notification: Notification) => {
      if (!notification.read) markRead(notification.id);
      const target = notificationTarget(notification);
      if (target) navigate(target);
    },
    [markRead, navigate],
  );
}
