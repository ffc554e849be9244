import { getPushKey } from './get-push-key';
import { removePushSubscription } from './remove-push-subscription';
import { savePushSubscription } from './save-push-subscription';

/**
 * Web Push (issue #18): notifications while no Circles tab is open, through the service worker. This browser
 * is subscribed while the member wants push notifications and has allowed them, and unsubscribed when they
 * turn them off or sign out. Browsers without push, or whose push service cannot be reached, simply keep the
 * in-tab pop-ups.
 */
const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

const base64url = (buffer: ArrayBuffer | null | undefined) =>
  buffer
    ? btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replaceAll('+', '-')
        .replaceAll('/', '_')
        .replace(/=+$/, '')
    : '';

async function currentSubscription() {
  const registration = await navigator.serviceWorker.getRegistration();
  return { registration, subscription: (await registration?.pushManager.getSubscription()) ?? null };
}

/** Brings this browser's subscription in line with the member's choice and the browser's permission. */
export async function syncWebPush(wanted: boolean) {
  // Support and permission first: without permission no subscription can exist, and asking the push manager
  // anyway made Chromium log 'Push API in incognito mode' on every member page of a private window (issue #41).
  if (!supported() || Notification.permission !== 'granted') return;
  const { registration, subscription } = await currentSubscription();
  if (!registration) return;
  if (!wanted) {
    if (subscription) await stopWebPush();
    return;
  }
  const publicKey = await getPushKey();
  let current = subscription;
  // Subscribed under another server key (the server's keys were replaced): start again.
  if (current && base64url(current.options.applicationServerKey) !== publicKey) {
    await current.unsubscribe();
    current = null;
  }
  current ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  await savePushSubscription(current.toJSON());
}

/** Forgets this browser's subscription on the server and in the browser (sign-out, or push turned off). */
export async function stopWebPush() {
  if (!supported() || Notification.permission !== 'granted') return;
  const { subscription } = await currentSubscription();
  if (!subscription) return;
  await removePushSubscription(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}

/** What Settings shows about this browser and Web Push (issue #41). */
export type PushState = 'unsupported' | 'blocked' | 'not-allowed' | 'not-subscribed' | 'subscribed';

/** This browser's push state: support, the member's permission, then the subscription (asked only when allowed). */
export async function readPushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'not-allowed';
  const { subscription } = await currentSubscription();
  return subscription ? 'subscribed' : 'not-subscribed';
}
