import { notificationMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { BellOff, CheckCheck, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useContractText } from '../../../lib/contract-messages';
import { flattenNotifications, notificationsPageSize, useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useNow } from '../hooks/use-now';
import { useOpenNotification } from '../hooks/use-open-notification';
import { notificationListTexts } from '../lib/notification-texts';
import { NotificationRow, NotificationRowSkeleton } from './notification-row';

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-xl px-3 outline-none select-none transition-colors data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-55';

/** The dropdown's content: the newest notifications, Mark all as read, Load more, and a link to the page. */
export function NotificationsPanel({ count }: { count: number }) {
  const { t } = useLingui();
  const contractText = useContractText(notificationListTexts);
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
        {contractText(notificationMessages.fetchFailed)}
        <Menu.Item
          className={cn(itemClass, 'h-9 w-auto border bg-card px-3 text-foreground')}
          onSelect={(event) => {
            event.preventDefault();
            void notifications.refetch();
          }}
        >
          <Trans>Try again</Trans>
        </Menu.Item>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <BellOff aria-hidden="true" className="size-5" />
        </span>
        <p className="font-medium">
          <Trans>No notifications yet</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>Comments, likes, mentions and invitations will show up here.</Trans>
        </p>
      </div>
    );
  } else {
    body = (
      <Menu.Group aria-label={t`Notification list`} className="flex flex-col gap-0.5 p-1.5">
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
            {notifications.isFetchingNextPage ? t`Loading…` : t`Load more`}
          </Menu.Item>
        ) : null}
        {notifications.isFetchNextPageError ? (
          <p role="alert" className="px-3 py-2 text-center text-sm font-medium text-danger">
            {contractText(notificationMessages.fetchFailed)}
          </p>
        ) : null}
      </Menu.Group>
    );
  }

  return (
    <>
      <div className="flex shrink-0 items-center justify-between gap-3 border-b px-4 py-3">
        <Menu.Label className="text-base font-semibold">
          <Trans>Notifications</Trans>
        </Menu.Label>
        <Menu.Item
          className={cn(itemClass, 'h-8 w-auto px-2.5 text-sm font-semibold text-primary')}
          disabled={count === 0}
          onSelect={(event) => {
            event.preventDefault();
            markAll.mutate();
          }}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          <Trans>Mark all as read</Trans>
        </Menu.Item>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{body}</div>
      <div className="shrink-0 border-t p-1.5">
        <Menu.Item asChild className={cn(itemClass, 'h-10 justify-center text-sm font-semibold')}>
          <Link to={paths.app.notifications}>
            <Trans>View all notifications</Trans>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </Menu.Item>
      </div>
    </>
  );
}
