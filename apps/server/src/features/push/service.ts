import {
  defaultLocale,
  isLocale,
  type Locale,
  type PushPayload,
  type PushSubscriptionInput,
  type PushTestResult,
  pushMessages,
} from '@circles/contracts';
import webpush from 'web-push';
import { badRequest } from '../../lib/errors';
import { textsIn } from '../../lib/i18n';
import type { Logger } from '../../lib/logger';
import { notificationWords } from '../../lib/notification-words';
import type { PushRepository } from './repository';
import type { VapidKeys } from './vapid';

// The browsers' own push services. Any other endpoint would let a member make the server POST wherever they
// like (an internal address, say), so only these, over https, and the hosts the operator adds.
const browserPushServices = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  // An added host names a port, or allows them all.
  const added =
    extraHosts.includes(url.host.toLowerCase()) || extraHosts.includes(url.hostname.toLowerCase());
  if (added) return url.protocol === 'https:' || url.protocol === 'http:';
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    (url.port === '' || url.port === '443') &&
    browserPushServices.some((service) => host === service || host.endsWith(`.${service}`))
  );
}

// A push waits this long at the push service for a browser that is offline; after that it is stale.
const timeToLiveSeconds = 60 * 60 * 12;

/**
 * Web Push (issue #18): members' browsers subscribe; each new notification is pushed once (whichever process
 * stamps it first) to every browser of its recipient, unless they turned push notifications off or are suspended.
 * A subscription lasts as long as the session that saved it (issue #37). The service
 * worker shows it only when no Circles tab is in view, since an open tab shows its own.
 */
export const createPushService = (deps: {
  repository: PushRepository;
  /** The language to write to a member in: their choice, else `browserLocale` (preferences service). */
  languageOf: (userId: string, browserLocale: Locale) => Promise<Locale>;
  keys: VapidKeys;
  extraHosts: readonly string[];
  logger: Logger;
}) => {
  const { repository, keys, extraHosts, logger } = deps;
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };

  /**
   * web-push encrypts the payload for the browser (aes128gcm) and signs the VAPID header; fetch sends it, so a
   * configured stand-in may speak plain http (web-push's own sender insists on https).
   */
  async function deliver(subscription: webpush.PushSubscription, body: string) {
    const request = webpush.generateRequestDetails(subscription, body, {
      vapidDetails,
      TTL: timeToLiveSeconds,
    });
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    return response.status;
  }

  return {
    publicKey: () => keys.publicKey,

    /** Keeps this browser's subscription for as long as the session that saves it (issue #37). */
    async subscribe(viewer: { userId: string; sessionId: string }, subscription: PushSubscriptionInput) {
      if (!isAllowedPushEndpoint(subscription.endpoint, extraHosts))
        throw badRequest(pushMessages.serviceNotAllowed);
      await repository.save(viewer, subscription);
    },

    unsubscribe: (userId: string, endpoint: string) => repository.remove(userId, endpoint),

    /**
     * Settings' 'Send a test notification' (issue #41): one push to each of the member's browsers, so a tester
     * sees the whole path work; answers how many are subscribed and how many the push services accepted.
     */
    async sendTest(userId: string, browserLocale: Locale = defaultLocale): Promise<PushTestResult> {
      const [subscriptions, language] = await Promise.all([
        repository.listFor([userId]),
        deps.languageOf(userId, browserLocale),
      ]);
      // In the member's language (issue #53); contracts' pushMessages hold the English.
      const i18n = textsIn(language);
      const payload: PushPayload = {
        title: i18n._('Test notification'),
        body: i18n._('Notifications reach this browser.'),
        url: '/settings',
        tag: 'circles-test-notification',
      };
      const statuses = await Promise.all(
        subscriptions.map((subscription) =>
          deliver(
            {
              endpoint: subscription.endpoint,
              keys: { p256dh: subscription.p256dh, auth: subscription.auth },
            },
            JSON.stringify(payload),
          ).catch((error) => {
            logger.warn({ err: error }, 'test push failed');
            return 0;
          }),
        ),
      );
      return {
        subscriptions: subscriptions.length,
        sent: statuses.filter((status) => status >= 200 && status < 300).length,
      };
    },

    /** For the ids a writer announced: claim the ones to push and send them; returns how many pushes went. */
    async dispatch(ids: number[]) {
      const claimed = await repository.claim(ids);
      if (claimed.length === 0) return 0;
      const subscriptions = await repository.listFor([...new Set(claimed.map((row) => row.user_id))]);
      let sent = 0;
      await Promise.all(
        claimed.flatMap((notification) => {
          // In the recipient's language (issue #53), whichever member's request wrote it.
          const words = notificationWords(
            textsIn(isLocale(notification.language) ? notification.language : defaultLocale),
            notification,
            notification.actor_name,
          );
          const payload: PushPayload = {
            title: words.title,
            body: words.message,
            url: notification.action_url ?? '/home',
            tag: `circles-notification-${notification.id}`,
          };
          return subscriptions
            .filter((subscription) => subscription.user_id === notification.user_id)
            .map(async (subscription) => {
              try {
                const status = await deliver(
                  {
                    endpoint: subscription.endpoint,
                    keys: { p256dh: subscription.p256dh, auth: subscription.auth },
                  },
                  JSON.stringify(payload),
                );
                if (status >= 200 && status < 300) sent += 1;
                // Unsubscribed or expired at the push service: forget it.
                else if (status === 404 || status === 410)
                  await repository.removeEndpoint(subscription.endpoint);
                else logger.warn({ status }, 'web push refused');
              } catch (error) {
                logger.warn({ err: error }, 'web push failed');
              }
            });
        }),
      );
      return sent;
    },
  };
};

export type PushService = ReturnType<typeof createPushService>;
