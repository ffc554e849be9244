import { unreadBadgeText } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
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
export function useNotificationsLabel(count: number) {
  const { t } = useLingui();
  const unread = unreadBadgeText(count);
  return count > 0 ? t`Notifications, ${unread} unread` : t`Notifications`;
}
