import { messages } from '@circles/contracts';
import { createMiddleware } from 'hono/factory';
import { unauthorized } from '../lib/errors';
import type { Auth } from './auth';

export type Viewer = { userId: string; email: string; sessionId: string };
export type AuthedEnv = { Variables: { viewer: Viewer } };

/** Loads the session from the cookie; without one answers 401 'User does not Log In!' (SPEC §6). */
export const createRequireViewer = (auth: Auth) =>
  createMiddleware<AuthedEnv>(async (c, next) => {
    // Routers mounted on the same prefix each apply this guard: look the session up once per request.
    if (c.get('viewer')) return next();
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw unauthorized(messages.auth.notLoggedIn);
    c.set('viewer', { userId: session.user.id, email: session.user.email, sessionId: session.session.id });
    await next();
  });

export type RequireViewer = ReturnType<typeof createRequireViewer>;
