import { isConversationPath, type Notification } from '@circles/contracts';
import { useLingui } from '@lingui/react';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { publishLiveNotification } from '../../../lib/live-notifications';
import { flattenNotifications, useNotifications } from '../api/get-notifications';
import { notificationsKeys } from '../api/keys';
import { toastDeletionCancelled } from '../lib/account-notices';
import {
  requestBrowserNotificationPermission,
  shouldShowBrowserNotification,
  showBrowserNotification,
} from '../lib/browser-notifications';
import { translateNotification } from '../lib/notification-texts';
import { addLiveNotification, newestKnownId } from '../lib/notifications-cache';
import { useOpenNotification } from './use-open-notification';

const streamPath = '/api/notifications/stream';

/** The tab's one open stream; a second caller (say, during a layout switch) waits for it to close. */
let activeStream: EventSource | null = null;

/**
 * An event's notification, or null when the data is not JSON of one. Its shape is the server's to keep (its
 * tests hold the stream's events to contracts' notificationSchema): no zod here, which the shell loads first.
 */
function parseNotification(data: string): Notification | null {
  try {
    const parsed = JSON.parse(data) as Notification | null;
    return typeof parsed?.id === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * docs/product.md §Behaviour live arrival, for the member shell: after the first page has loaded, one EventSource
 * per tab resumes after the newest loaded id; each new notification is prepended once (by id) to every list and
 * counted when unread, and a fresh unread one becomes a browser notification. EventSource reconnects by itself with
 * Last-Event-ID and the server replays what was missed. Closed on unmount (sign-out leaves the shell).
 */
export function useNotificationStream() {
  const queryClient = useQueryClient();
  const isListLoaded = useNotifications('all').isSuccess;
  const openNotification = useOpenNotification();
  const openRef = useRef(openNotification);
  // Browser notifications and the toast speak the page's language as it is when they show.
  const { i18n } = useLingui();
  const i18nRef = useRef(i18n);
  useEffect(() => {
    openRef.current = openNotification;
    i18nRef.current = i18n;
  }, [openNotification, i18n]);

  useEffect(() => {
    requestBrowserNotificationPermission();
  }, []);

  useEffect(() => {
    if (!isListLoaded || activeStream || typeof EventSource === 'undefined') return;
    const shown = (notification: Notification) => translateNotification(i18nRef.current, notification);
    const after = newestKnownId(queryClient);
    // docs/product.md §Behaviour on sign-in: the newest one, if it is unread and under 10 s old, is shown too.
    const [newest] = flattenNotifications(
      queryClient.getQueryData<InfiniteData<Notification[], number>>(notificationsKeys.list('all'))?.pages,
    );
    if (newest && shouldShowBrowserNotification(newest)) {
      showBrowserNotification(shown(newest), (opened) => openRef.current(opened));
    }
    toastDeletionCancelled(newest, Date.now(), newest && shown(newest).message);
    const source = new EventSource(after > 0 ? `${streamPath}?lastEventId=${after}` : streamPath);
    activeStream = source;
    // A reconnect sends the last seconds' notifications again (one may have come late, below an id already
    // here): each is taken once.
    const heard = new Set<string>();
    source.addEventListener('notification', (event) => {
      const notification = parseNotification(event.data);
      if (!notification || heard.has(notification.id)) return;
      heard.add(notification.id);
      publishLiveNotification(notification);
      // A new direct message (issue #40) is the messages feature's to show and count; a browser notice still says
      // so, unless it is older than what the list already showed. Any other is new when the list did not have it.
      const isNew = isConversationPath(notification.actionUrl)
        ? Number(notification.id) > after
        : addLiveNotification(queryClient, notification);
      if (isNew && shouldShowBrowserNotification(notification)) {
        showBrowserNotification(shown(notification), (opened) => openRef.current(opened));
      }
    });
    return () => {
      source.close();
      if (activeStream === source) activeStream = null;
    };
  }, [isListLoaded, queryClient]);
}
