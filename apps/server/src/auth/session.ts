import { messages } from '@circles/contracts';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { unauthorized } from '../lib/errors';
import type { ActivityTracker } from './activity-tracker';
import type { Auth } from './auth';
import type { SessionCache } from './session-cache';
import type { AuthedEnv, Viewer } from './viewer';

// Also offered here, where the routes import them; they live in viewer.ts so that the session cache needs no
// import of this file (which imports the cache).
export type { AuthedEnv, Viewer };

/** The session cookie's name as better-auth sets it (prefixed `__Secure-` on https). */
const sessionCookieName = async (auth: Auth) => (await auth.$context).authCookies.sessionToken.name;

/** Reads the request's session cookie (its value, or undefined): whether there is one, not whether it is valid. */
export const createSessionCookieReader = (auth: Auth) => {
  const cookieName = sessionCookieName(auth);
  return async (c: Context) => getCookie(c, await cookieName);
};

/**
 * The viewer behind the request's session cookie, or null without a valid session. A cookie better-auth accepted
 * a moment ago is taken from the session cache (see session-cache.ts for why that is safe).
 */
export const createViewerLookup = (auth: Auth, cache: SessionCache) => {
  const readSessionCookie = createSessionCookieReader(auth);
  return async (c: Context): Promise<Viewer | null> => {
    // The cookie is the only way a session arrives here (no bearer tokens): without it there is nothing to ask.
    const cookie = await readSessionCookie(c);
    if (!cookie) return null;
    const cached = cache.get(cookie);
    if (cached) return cached;
    const lookedUpAt = cache.epoch();
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return null;
    const viewer = { userId: session.user.id, email: session.user.email, sessionId: session.session.id };
    cache.set(cookie, viewer, new Date(session.session.expiresAt), lookedUpAt);
    return viewer;
  };
};

/**
 * Loads the session from the cookie (createViewerLookup); without one answers 401 'User does not Log In!'
 * (docs/product.md §Roles).
 */
export const createRequireViewer = (auth: Auth, cache: SessionCache, activity?: ActivityTracker) => {
  const lookUpViewer = createViewerLookup(auth, cache);
  return createMiddleware<AuthedEnv>(async (c, next) => {
    // Routers mounted on the same prefix each apply this guard: look the session up once per request.
    if (c.get('viewer')) return next();
    const viewer = await lookUpViewer(c);
    if (!viewer) throw unauthorized(messages.auth.notLoggedIn);
    c.set('viewer', viewer);
    activity?.seen(viewer.userId);
    await next();
  });
};

export type RequireViewer = ReturnType<typeof createRequireViewer>;
