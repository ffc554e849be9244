import { api } from '../../lib/api-client';

/** GET /api/push/key → the server's public VAPID key (base64url), for PushManager.subscribe. */
export const getPushKey = async () => (await api.get<{ publicKey: string }>('/push/key')).publicKey;
