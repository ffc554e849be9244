import { notificationMessages } from '@circles/contracts';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Bell, BellOff, CheckCheck, ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { flattenNotifications, notificationsPageSize, useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { useNow } from '../hooks/use-now';
import { useOpenNotification } from '../hooks/use-open-notification';
import { requestBrowserNotificationPermission } from '../lib/browser-notifications';
import { NotificationRow, NotificationRowSkeleton } from './notification-row';
import { notificationsLabel, UnreadBadge } from './unread-badge';

export type NotificationsDropdownVariant = 'sidebar' | 'icon';

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-xl px-3 outline-none select-none transition-colors data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-55';

/**
 * SPEC §2 and §4: the notifications dropdown of the desktop sidebar and the mobile top bar. The bell shows the
 * unread badge; the panel lists the newest notifications, marks all read, loads more and links to the page.
 * It closes on an outside click, Escape or a choice; arrow keys move between entries. It also keeps the tab's
 * live stream open while the shell is on screen.
 */
export function NotificationsDropdown({ variant }: { variant: NotificationsDropdownVariant }) {
  useNotificationStream();
  const [isOpen, setIsOpen] = useState(false);
  const count = useUnreadCount().data ?? 0;
  const label = notificationsLabel(count);

  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (open) requestBrowserNotificationPermission({ isUserGesture: true });
  };

  return (
    <Menu.Root open={isOpen} onOpenChange={onOpenChange} modal={false}>
      <Menu.Trigger
        aria-label={label}
        className={cn(
          'focus-ring transition-colors',
          variant === 'sidebar'
            ? 'flex h-10 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium [&_svg]:shrink-0'
            : 'relative inline-flex size-10 items-center justify-center rounded-full',
          isOpen
            ? 'bg-secondary text-secondary-foreground'
            : variant === 'sidebar'
              ? 'text-muted-foreground hover:bg-accent hover:text-foreground'
              : 'text-foreground hover:bg-accent',
        )}
      >
        <Bell aria-hidden="true" className="size-5" />
        {variant === 'sidebar' ? (
          <>
            <span className="flex-1 text-left">Notifications</span>
            <UnreadBadge count={count} />
          </>
        ) : (
          <UnreadBadge count={count} className="absolute -top-0.5 -right-0.5 ring-2 ring-background" />
        )}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          aria-label="Notifications"
          side={variant === 'sidebar' ? 'right' : 'bottom'}
          align={variant === 'sidebar' ? 'start' : 'end'}
          sideOffset={variant === 'sidebar' ? 16 : 8}
          collisionPadding={12}
          loop
          className={cn(
            'z-50 flex w-[min(25rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-2xl border bg-popover text-popover-foreground shadow-lg outline-none',
            'max-h-[min(36rem,var(--radix-dropdown-menu-content-available-height))]',
            'data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
          )}
        >
          <NotificationsPanel count={count} />
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function NotificationsPanel({ count }: { count: number }) {
  const notifications = useNotifications('all');
  const markAll = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification();
  const now = useNow();
  const items = flattenNotifications(notifications.data?.pages);
  const canLoadMore = items.length >= notificationsPageSize && notifications.hasNextPage;

  let body: ReactNode;
  if (notifications.isPending) {
    body = (
      <div className="flex flex-col gap-4 px-4 py-3">
        {[0, 1, 2].map((index) => (
          <NotificationRowSkeleton key={index} />
        ))}
      </div>
    );
  } else if (notifications.isError && items.length === 0) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 px-4 py-4 text-sm font-medium text-danger">
        {notificationMessages.fetchFailed}
        <Menu.Item
          className={cn(itemClass, 'h-9 w-auto border bg-card px-3 text-foreground')}
          onSelect={(event) => {
            event.preventDefault();
            void notifications.refetch();
          }}
        >
          Try again
        </Menu.Item>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <BellOff aria-hidden="true" className="size-5" />
        </span>
        <p className="font-medium">No notifications yet</p>
        <p className="text-sm text-muted-foreground">
          Comments, likes, mentions and invitations will show up here.
        </p>
      </div>
    );
  } else {
    body = (
      <Menu.Group aria-label="Notification list" className="flex flex-col gap-0.5 p-1.5">
        {items.map((notification) => (
          <Menu.Item
            key={notification.id}
            className={cn(itemClass, 'py-2.5', !notification.read && 'bg-primary/6')}
            onSelect={() => openNotification(notification)}
          >
            <NotificationRow notification={notification} now={now} />
          </Menu.Item>
        ))}
        {canLoadMore ? (
          <Menu.Item
            className={cn(itemClass, 'h-10 justify-center text-sm font-semibold text-primary')}
            disabled={notifications.isFetchingNextPage}
            onSelect={(event) => {
              event.preventDefault();
              void notifications.fetchNextPage();
            }}
          >
            {notifications.isFetchingNextPage ? <Spinner /> : null}
            {notifications.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Menu.Item>
        ) : null}
        {notifications.isFetchNextPageError ? (
          <p role="alert" className="px-3 py-2 text-center text-sm font-medium text-danger">
            {notificationMessages.fetchFailed}
          </p>
        ) : null}
      </Menu.Group>
    );
  }

  return (
    <>
      <div className="flex shrink-0 items-center justify-between gap-3 border-b px-4 py-3">
        <Menu.Label className="text-base font-semibold">Notifications</Menu.Label>
        <Menu.Item
          className={cn(itemClass, 'h-8 w-auto px-2.5 text-sm font-semibold text-primary')}
          disabled={count === 0}
          onSelect={(event) => {
            event.preventDefault();
            markAll.mutate();
          }}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          Mark all as read
        </Menu.Item>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{body}</div>
      <div className="shrink-0 border-t p-1.5">
        <Menu.Item asChild className={cn(itemClass, 'h-10 justify-center text-sm font-semibold')}>
          <Link to={paths.app.notifications}>
            View all notifications
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </Menu.Item>
      </div>
    </>
  );
}
