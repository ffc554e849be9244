import type { SignUpPolicy } from '@circles/contracts';
import { Hono } from 'hono';
import type { AppContext } from '../app-context';
import { clientAddress } from '../lib/client-address';
import { type Auth, clientIpHeader } from './auth';
import { createSessionCookieReader } from './session';
import { announceSessionsEnded, everyone, type SessionCache } from './session-cache';

// POSTs that cannot end a session. Every other auth POST (sign-out, revoking, password reset or change,
// account deletion, and whatever better-auth adds) drops the member's cached sessions everywhere.
const keepsSessions = [
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/forget-password',
  '/send-verification-email',
  '/passkey/verify-authentication',
  '/passkey/verify-registration',
  '/passkey/update-passkey',
];

// better-auth's own profile edit would write names and the avatar URL around docs/product.md §Validation's rules:
// the profile feature's PATCH /api/me and PUT /api/me/avatar are the only ways to change them.
const closedPaths = ['/update-user'];

/** better-auth's endpoints under /api/auth, with the client address stamped by us for rate limiting. */
export const authRoutes = ({ config, database, logger }: AppContext, auth: Auth, sessions: SessionCache) => {
  const readSessionCookie = createSessionCookieReader(auth);
  // GET /sign-up-policy is ours, not better-auth's: whether sign-up needs an invitation (INVITE_ONLY, issue #41).
  const policy: SignUpPolicy = { inviteOnly: config.INVITE_ONLY };
  return new Hono()
    .get('/sign-up-policy', (c) => c.json(policy))
    .on(['GET', 'POST'], '/*', async (c) => {
      if (closedPaths.some((path) => c.req.path.endsWith(path)))
        return c.json({ message: 'Not found', code: 'not_found' }, 404);
      const headers = new Headers(c.req.raw.headers);
      headers.set(clientIpHeader, clientAddress(c, config.TRUST_PROXY));
      const hasBody = c.req.method !== 'GET';
      const request = new Request(c.req.url, {
        method: c.req.method,
        headers,
        body: hasBody ? await c.req.arrayBuffer() : undefined,
      });
      const mayEndSessions = hasBody && !keepsSessions.some((path) => c.req.path.endsWith(path));
      if (!mayEndSessions) return auth.handler(request);

      // Whose sessions: the signed-in member's, or everyone's when unknown (a reset link carries no session).
      let userId = everyone;
      if (await readSessionCookie(c)) {
        const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
        if (session) userId = session.user.id;
      }
      const response = await auth.handler(request);
      if (response.ok) {
        sessions.forget(userId);
        // Other processes would otherwise hold the session for up to the cache's minute.
        await announceSessionsEnded(database, userId).catch((error) =>
          logger.warn({ err: error }, 'could not announce ended sessions'),
        );
      }
      return response;
    });
};
