import { api } from '../../lib/api-client';

/** PUT /api/push/subscriptions { endpoint, keys }: this browser receives the member's pushes. */
export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  api.put<void>('/push/subscriptions', subscription);
