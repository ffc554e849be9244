import { requestGuardMessages } from '@circles/contracts';
import type { MiddlewareHandler } from 'hono';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses every state-changing API request a browser did not send from our own origin. SameSite=Lax cookies
 * still travel with requests from a sibling origin of the same site (another port, another subdomain), so a
 * page there could otherwise act as a signed-in member. Accepted: an Origin equal to PUBLIC_URL's origin, or
 * `Sec-Fetch-Site: same-origin` (set by the browser itself; covers the app opened under another local name
 * and Vite's dev server, which forwards the browser's headers). Scripts and tests send a matching Origin.
 */
export function requireSameOrigin(publicUrl: string): MiddlewareHandler {
  const expected = new URL(publicUrl).origin;
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin === expected || c.req.header('sec-fetch-site') === 'same-origin') return next();
    return c.json({ message: requestGuardMessages.crossOrigin, code: 'cross_origin' }, 403);
  };
}
