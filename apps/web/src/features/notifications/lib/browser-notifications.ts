import type { Notification } from '@circles/contracts';
import { syncWebPush } from '../../../api/push/web-push';

/** docs/product.md §Behaviour: only notifications younger than this become browser notifications. */
export const browserNotificationMaxAgeMs = 10_000;
/** docs/product.md §Behaviour: the browser notification closes itself after this long. */
export const browserNotificationLifetimeMs = 5_000;

const isSupported = () => typeof window !== 'undefined' && 'Notification' in window;

let hasAsked = false;

/**
 * Asks for permission once per tab, and only from the member shell (after sign-in, never on public pages).
 * Browsers that want a user gesture simply leave it undecided, and the bell asks again when it is opened.
 */
export function requestBrowserNotificationPermission({ isUserGesture = false } = {}) {
  if (!isSupported() || window.Notification.permission !== 'default') return;
  if (hasAsked && !isUserGesture) return;
  hasAsked = true;
  void window.Notification.requestPermission()
    .then((permission) => {
      // Allowed just now: pushes while no tab is open can start too (issue #18).
      if (permission === 'granted' && memberPreferences.pushNotifications) return syncWebPush(true);
    })
    .catch(() => undefined);
}

/** The member's push_notifications preference (settings feature); yes until their preferences have loaded. */
export type BrowserNotificationPreferences = { pushNotifications: boolean };
let memberPreferences: BrowserNotificationPreferences = { pushNotifications: true };

/** The member shell passes the saved preference here whenever it loads or changes. */
export function setBrowserNotificationPreferences(preferences: BrowserNotificationPreferences) {
  memberPreferences = preferences;
}

/**
 * docs/product.md §Behaviour: show one for a live notification that is unread, under 10 s old, allowed and wanted.
 */
export function shouldShowBrowserNotification(
  notification: Pick<Notification, 'read' | 'createdAt'>,
  {
    now = Date.now(),
    permission = isSupported() ? window.Notification.permission : 'denied',
    preferences = memberPreferences,
  }: { now?: number; permission?: NotificationPermission; preferences?: BrowserNotificationPreferences } = {},
) {
  if (!preferences.pushNotifications || permission !== 'granted' || notification.read) return false;
  const age = now - new Date(notification.createdAt).getTime();
  return Number.isFinite(age) && age < browserNotificationMaxAgeMs;
}

/** Ids already shown in this tab: each notification pops up at most once. */
const shownIds = new Set<string>();

/** Shows it (title, body = message); a click focuses this tab and opens it; it closes after 5 s. */
export function showBrowserNotification(
  notification: Notification,
  onOpen: (notification: Notification) => void,
) {
  if (!isSupported() || shownIds.has(notification.id)) return;
  shownIds.add(notification.id);
  try {
    const shown = new window.Notification(notification.title, {
      body: notification.message,
      tag: `circles-notification-${notification.id}`,
      icon: notification.createdByUser?.avatarUrl ?? '/favicon.svg',
    });
    shown.onclick = () => {
      window.focus();
      onOpen(notification);
      shown.close();
    };
    window.setTimeout(() => shown.close(), browserNotificationLifetimeMs);
  } catch {
    // Some mobile browsers allow notifications only from a service worker; the in-app badge still updates.
  }
}
