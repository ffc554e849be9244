import { unreadBadgeText } from '@circles/contracts';
import { cn } from '../../../lib/cn';

/** The unread messages count beside 'Messages' (99+ above 99, nothing at 0); the link's label says it. */
export function MessagesBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="messages-badge"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-[0.6875rem] leading-none font-bold text-destructive-foreground tabular-nums',
        className,
      )}
    >
      {unreadBadgeText(count)}
    </span>
  );
}
