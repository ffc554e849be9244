import { apiRequest } from '../../lib/api-client';

/** DELETE /api/push/subscriptions { endpoint }: this browser no longer receives the member's pushes. */
export const removePushSubscription = (endpoint: string) =>
  apiRequest<void>('/push/subscriptions', { method: 'DELETE', body: { endpoint } });
