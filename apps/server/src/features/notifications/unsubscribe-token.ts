import { createHmac, timingSafeEqual } from 'node:crypto';

/** The unsubscribe link's token: an HMAC of the member's id, so the link works without signing in. */
const signature = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`email-unsubscribe:${userId}`).digest('base64url');

export const createUnsubscribeToken = (secret: string, userId: string) =>
  `${userId}.${signature(secret, userId)}`;

/** The member id the token was made for, or null when it was not made by this server. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [userId, given] = token.split('.');
  if (!userId || !given || !/^[0-9a-f-]{36}$/.test(userId)) return null;
  const expected = Buffer.from(signature(secret, userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : null;
}
