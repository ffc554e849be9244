import type { Notification, NotificationType } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import {
  AtSign,
  Bell,
  FileText,
  Heart,
  Landmark,
  type LucideIcon,
  MessageCircle,
  UserPlus,
  Vote,
} from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import { useRelativeTime } from '../../../lib/relative-time';
import { translateNotification } from '../lib/notification-texts';

const typeIcons: Record<NotificationType, { icon: LucideIcon; className: string }> = {
  comment: { icon: MessageCircle, className: 'bg-brand-b text-white' },
  post: { icon: FileText, className: 'bg-primary text-primary-foreground' },
  like: { icon: Heart, className: 'bg-brand-c text-white' },
  mention: { icon: AtSign, className: 'bg-brand-a text-white' },
  circle_invite: { icon: UserPlus, className: 'bg-success text-background' },
  other: { icon: Bell, className: 'bg-muted-foreground text-background' },
  proposal_closed: { icon: Vote, className: 'bg-primary text-primary-foreground' },
  policy_changed: { icon: Landmark, className: 'bg-brand-a text-white' },
};

type NotificationRowProps = {
  notification: Notification;
  now: Date;
  className?: string;
};

/**
 * One notification's content (docs/product.md §Behaviour): the actor's picture (or the default), a badge for its
 * kind, title, message, the relative time and an unread dot. The caller makes it clickable (menu item or button).
 */
export function NotificationRow({ notification, now, className }: NotificationRowProps) {
  const { i18n, t } = useLingui();
  const relativeTime = useRelativeTime();
  const { title, message } = translateNotification(i18n, notification);
  const { icon: TypeIcon, className: typeClass } = typeIcons[notification.type];
  return (
    <span className={cn('flex w-full items-start gap-3 text-left', className)}>
      <span className="relative shrink-0">
        <Avatar src={notification.createdByUser?.avatarUrl} alt="" />
        <span
          aria-hidden="true"
          className={cn(
            'absolute -right-1 -bottom-1 inline-flex size-5 items-center justify-center rounded-full ring-2 ring-popover',
            typeClass,
          )}
        >
          <TypeIcon className="size-3" strokeWidth={2.5} />
        </span>
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-sm leading-snug', notification.read ? 'font-medium' : 'font-semibold')}>
          {title}
        </span>
        <span
          className={cn(
            'line-clamp-2 text-sm leading-snug',
            notification.read ? 'text-muted-foreground' : 'text-foreground/85',
          )}
        >
          {message}
        </span>
        <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
          {relativeTime(notification.createdAt, now)}
        </time>
      </span>
      {notification.read ? null : (
        <span className="mt-1.5 flex shrink-0 items-center">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-primary" />
          <span className="sr-only">{t({ message: 'Unread', context: 'one notification' })}</span>
        </span>
      )}
    </span>
  );
}

/** A grey stand-in row while the first page loads. */
export function NotificationRowSkeleton() {
  return (
    <span aria-hidden="true" className="flex w-full items-start gap-3">
      <span className="size-10 shrink-0 animate-pulse rounded-full bg-muted" />
      <span className="flex flex-1 flex-col gap-2 pt-1">
        <span className="h-3.5 w-28 animate-pulse rounded bg-muted" />
        <span className="h-3 w-full max-w-64 animate-pulse rounded bg-muted" />
        <span className="h-2.5 w-12 animate-pulse rounded bg-muted" />
      </span>
    </span>
  );
}
