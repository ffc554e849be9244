import { unreadBadgeText } from '@circles/contracts';
import { cn } from '../../../lib/cn';

/**
 * docs/product.md §Limits unread badge: the count, 99+ above 99, nothing at 0. Decorative: the control's label says
 * it.
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="notifications-badge"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-[0.6875rem] leading-none font-bold text-destructive-foreground tabular-nums',
        className,
      )}
    >
      {unreadBadgeText(count)}
    </span>
  );
}

/** 'Notifications', or 'Notifications, 3 unread' for a control that shows the badge. */
export const notificationsLabel = (count: number) =>
  count > 0 ? `Notifications, ${unreadBadgeText(count)} unread` : 'Notifications';
