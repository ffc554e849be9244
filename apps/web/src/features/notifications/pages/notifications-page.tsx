import { notificationMessages } from '@circles/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellOff, CheckCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useContractText } from '../../../lib/contract-messages';
import { flattenNotifications, notificationsPageSize, useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import type { NotificationsFilter } from '../api/keys';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationRow, NotificationRowSkeleton } from '../components/notification-row';
import { NotificationsFilterToggle } from '../components/notifications-filter';
import { useNow } from '../hooks/use-now';
import { useOpenNotification } from '../hooks/use-open-notification';
import { notificationListTexts } from '../lib/notification-texts';

const filterParam = 'show';

/** docs/product.md §Screens /notifications: every notification, All or Unread, with mark all and Load more. */
export function NotificationsPage() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter: NotificationsFilter = searchParams.get(filterParam) === 'unread' ? 'unread' : 'all';
  const setFilter = (next: NotificationsFilter) =>
    setSearchParams(
      (params) => {
        if (next === 'all') params.delete(filterParam);
        else params.set(filterParam, next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const unreadCount = useUnreadCount().data;
  const count = unreadCount ?? 0;
  const markAll = useMarkAllNotificationsRead();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageTitle title={t`Notifications`} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Notifications</Trans>
          </h1>
          <p className="mt-1 text-muted-foreground">
            {unreadCount === undefined
              ? '\u00a0'
              : count > 0
                ? t`${plural(count, { one: 'You have # unread.', other: 'You have # unread.' })}`
                : t`You are all caught up.`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <NotificationsFilterToggle value={filter} onChange={setFilter} />
          <Button variant="outline" size="sm" disabled={count === 0} onClick={() => markAll.mutate()}>
            <CheckCheck aria-hidden="true" className="size-4" />
            <Trans>Mark all as read</Trans>
          </Button>
        </div>
      </header>
      <NotificationList key={filter} filter={filter} />
    </div>
  );
}

function NotificationList({ filter }: { filter: NotificationsFilter }) {
  const { t } = useLingui();
  const contractText = useContractText(notificationListTexts);
  const notifications = useNotifications(filter);
  const openNotification = useOpenNotification();
  const now = useNow();
  const items = flattenNotifications(notifications.data?.pages);
  const canLoadMore = items.length >= notificationsPageSize && notifications.hasNextPage;

  if (notifications.isPending) {
    return (
      <Panel>
        {[0, 1, 2, 3, 4].map((index) => (
          <li key={index} className="px-4 py-4 sm:px-5">
            <NotificationRowSkeleton />
          </li>
        ))}
      </Panel>
    );
  }
  if (notifications.isError && items.length === 0) {
    return (
      <Alert>
        <span className="flex flex-wrap items-center justify-between gap-3">
          {contractText(notificationMessages.fetchFailed)}
          <Button variant="outline" size="sm" onClick={() => void notifications.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </span>
      </Alert>
    );
  }
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card/60 px-6 py-14 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <BellOff aria-hidden="true" className="size-6" />
        </span>
        <p className="font-semibold">
          {filter === 'unread' ? t`No unread notifications` : t`No notifications yet`}
        </p>
        <p className="max-w-sm text-muted-foreground">
          {filter === 'unread'
            ? t`You have read everything. New activity will show up here.`
            : t`Comments, likes, mentions and circle invitations will show up here.`}
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <Panel label={t`Notification list`}>
        {items.map((notification) => (
          <li key={notification.id}>
            <button
              type="button"
              onClick={() => openNotification(notification)}
              className={cn(
                'focus-ring flex w-full px-4 py-4 transition-colors hover:bg-accent sm:px-5',
                !notification.read && 'bg-primary/5',
              )}
            >
              <NotificationRow notification={notification} now={now} />
            </button>
          </li>
        ))}
      </Panel>
      {notifications.isFetchNextPageError ? (
        <Alert>{contractText(notificationMessages.fetchFailed)}</Alert>
      ) : null}
      {canLoadMore ? (
        <Button
          variant="outline"
          className="self-center"
          isLoading={notifications.isFetchingNextPage}
          onClick={() => void notifications.fetchNextPage()}
        >
          {notifications.isFetchingNextPage ? t`Loading…` : t`Load more`}
        </Button>
      ) : null}
    </div>
  );
}

function Panel({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      aria-busy={label ? undefined : true}
      className="divide-y overflow-hidden rounded-2xl border bg-card shadow-soft"
    >
      {children}
    </ul>
  );
}
