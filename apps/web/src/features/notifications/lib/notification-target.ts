import type { Notification } from '@circles/contracts';
import { paths } from '../../../config/paths';
import { safeRedirectPath } from '../../../lib/safe-redirect';

/**
 * docs/product.md §Behaviour: where a click goes: its action URL (a path on this site), otherwise the circle in its
 * metadata.
 */
export function notificationTarget(notification: Pick<Notification, 'actionUrl' | 'metadata'>) {
  const action = safeRedirectPath(notification.actionUrl);
  if (action) return action;
  const { circleId } = notification.metadata;
  return circleId ? `${paths.app.circles}/${encodeURIComponent(circleId)}` : null;
}
