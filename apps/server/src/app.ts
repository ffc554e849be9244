import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppContext } from './app-context';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/routes';
import { createRequireViewer } from './auth/session';
import { circlesRoutes, connectionsRoutes } from './features/circles/routes';
import { healthRoutes } from './features/health/routes';
import { iconsRoutes } from './features/icons/routes';
import { profileRoutes } from './features/profile/routes';
import { waitlistRoutes } from './features/waitlist/routes';
import { AppError } from './lib/errors';
import { requestLogger } from './lib/request-logger';
import { securityHeaders } from './lib/security-headers';
import { mountWebApp } from './lib/static-web';
import { devMailboxRoutes } from './mail/dev-mailbox-routes';
import { createMailer } from './mail/mailer';

// JSON bodies are small; uploads get their own streaming limits in the storage feature.
const jsonBodyLimit = 64 * 1024;

export function createApp(context: AppContext) {
  const mailer = createMailer(context);
  const auth = createAuth(context, mailer);
  const requireViewer = createRequireViewer(auth);

  const api = new Hono()
    .use(
      bodyLimit({
        maxSize: jsonBodyLimit,
        onError: (c) => c.json({ message: 'Request body is too large', code: 'payload_too_large' }, 413),
      }),
    )
    .route('/health', healthRoutes(context))
    .route('/waitlist', waitlistRoutes(context))
    .route('/auth', authRoutes(context, auth))
    .route('/me', profileRoutes(context, requireViewer))
    .route('/icons', iconsRoutes(context, requireViewer))
    .route('/circles', circlesRoutes(context, requireViewer))
    .route('/connections', connectionsRoutes(context, requireViewer));

  const app = new Hono();
  app.use(securityHeaders());
  app.use(requestLogger(context.logger));
  app.route('/api', api);
  // An unknown API path is a JSON 404, never the web app's index.html.
  app.all('/api/*', (c) => c.json({ message: 'Not found', code: 'not_found' }, 404));
  app.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json(
        { message: error.message, code: error.code, fieldErrors: error.fieldErrors },
        error.status,
      );
    }
    if (error instanceof HTTPException) {
      return c.json({ message: error.message || 'Invalid request', code: 'http_error' }, error.status);
    }
    context.logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json({ message: 'An unexpected error occurred. Please try again.', code: 'internal' }, 500);
  });
  if (context.config.NODE_ENV !== 'production') app.route('/dev/mailbox', devMailboxRoutes(context));
  mountWebApp(app, context.config.WEB_DIST);
  return { app, api, auth, mailer };
}

export type ApiType = ReturnType<typeof createApp>['api'];
