import { z } from 'zod';

/** Web Push (issue #18): notifications that reach the member while no Circles tab is open. */
export const pushMessages = {
  invalidSubscription: 'This browser sent a push subscription Circles cannot use.',
  serviceNotAllowed: 'Circles does not deliver to this push service.',
  unavailable: 'This browser could not turn on notifications while Circles is closed.',
  /** Issue #41: Settings' 'Send a test notification'. */
  testTitle: 'Test notification',
  testBody: 'Notifications reach this browser.',
} as const;

/** POST /api/push/test: how many of the member's browsers are subscribed, and how many the push reached. */
export type PushTestResult = { subscriptions: number; sent: number };

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, pushMessages.invalidSubscription);

/** What PushSubscription.toJSON() gives, as PUT /api/push/subscriptions takes it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url(pushMessages.invalidSubscription).max(2048, pushMessages.invalidSubscription),
  keys: z.object({
    p256dh: base64url.min(80, pushMessages.invalidSubscription).max(100, pushMessages.invalidSubscription),
    auth: base64url.min(16, pushMessages.invalidSubscription).max(32, pushMessages.invalidSubscription),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(2048) });

export const pushKeySchema = z.object({ publicKey: z.string() });

/** What the service worker receives and shows. */
export type PushPayload = { title: string; body: string; url: string; tag: string };
