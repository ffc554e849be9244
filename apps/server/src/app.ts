import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppContext } from './app-context';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/routes';
import { createRequireViewer } from './auth/session';
import { createSessionCache, sessionEndedChannel } from './auth/session-cache';
import { createCirclesRepository } from './features/circles/repository';
import { circlesRoutes, connectionsRoutes } from './features/circles/routes';
import { createCirclesService } from './features/circles/service';
import { createCommentsRepository } from './features/comments/repository';
import { commentsRoutes, postCommentsRoutes } from './features/comments/routes';
import { createCommentsService } from './features/comments/service';
import { healthRoutes } from './features/health/routes';
import { iconsRoutes } from './features/icons/routes';
import { createLikesRepository } from './features/likes/repository';
import { likesRoutes } from './features/likes/routes';
import { createLikesService } from './features/likes/service';
import { createMediaRepository } from './features/media/repository';
import { mediaApiRoutes, mediaFileRoutes } from './features/media/routes';
import { createMediaService } from './features/media/service';
import { createNotificationsRepository } from './features/notifications/repository';
import { notificationsRoutes } from './features/notifications/routes';
import { createNotificationsService } from './features/notifications/service';
import { createPostsRepository } from './features/posts/repository';
import { feedRoutes, postsRoutes } from './features/posts/routes';
import { createPostsService } from './features/posts/service';
import { preferencesRoutes } from './features/preferences/routes';
import { profileRoutes } from './features/profile/routes';
import { waitlistRoutes } from './features/waitlist/routes';
import { compressJson } from './lib/compress-json';
import { AppError } from './lib/errors';
import { createInFlight } from './lib/in-flight';
import { requestLogger } from './lib/request-logger';
import { securityHeaders } from './lib/security-headers';
import { mountWebApp } from './lib/static-web';
import { devMailboxRoutes } from './mail/dev-mailbox-routes';
import { createMailer } from './mail/mailer';
import { createDatabaseListener } from './realtime/database-listener';
import { createNotificationHub } from './realtime/notification-hub';
import { createStorage } from './storage/create-storage';

// JSON bodies are small; uploads get their own streaming limits in the storage feature.
const jsonBodyLimit = 64 * 1024;

export function createApp(context: AppContext) {
  const mailer = createMailer(context);
  const auth = createAuth(context, mailer);
  const listener = createDatabaseListener({ database: context.database, logger: context.logger });
  const sessions = createSessionCache();
  listener.on(sessionEndedChannel, (userId) => {
    if (userId) sessions.forget(userId);
  });
  const requireViewer = createRequireViewer(auth, sessions);
  const storage = createStorage(context.config);
  const circles = createCirclesService(createCirclesRepository(context.database.db));
  const media = createMediaService({
    repository: createMediaRepository(context.database.db),
    storage,
    circles,
  });
  const posts = createPostsService({
    repository: createPostsRepository(context.database.db),
    circles,
    media,
    publicUrl: context.config.publicUrl,
  });
  const comments = createCommentsService({
    repository: createCommentsRepository(context.database.db),
    posts,
    circles,
  });
  const likes = createLikesService({
    repository: createLikesRepository(context.database.db),
    posts,
    comments,
  });
  const notificationsRepository = createNotificationsRepository(context.database.db);
  const notifications = createNotificationsService(notificationsRepository);
  const hub = createNotificationHub({
    listener,
    logger: context.logger,
    loadByIds: notificationsRepository.listByIds,
  });
  const jsonLimit = bodyLimit({
    maxSize: jsonBodyLimit,
    onError: (c) => {
      // The rest of the body is still on the socket: close it rather than let the next request trip on it.
      c.header('Connection', 'close');
      return c.json({ message: 'Request body is too large', code: 'payload_too_large' }, 413);
    },
  });

  const api = new Hono()
    // Uploads stream with their own per-kind limits; everything else is small JSON.
    // Reads carry no body: skip the check (it would build a full Request just to look).
    .use((c, next) =>
      c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/media/')
        ? next()
        : jsonLimit(c, next),
    )
    .route('/health', healthRoutes(context))
    .route('/waitlist', waitlistRoutes(context))
    .route('/auth', authRoutes(context, auth, sessions))
    .route('/me', profileRoutes(context, requireViewer))
    .route('/preferences', preferencesRoutes(context, requireViewer))
    .route('/icons', iconsRoutes(context, requireViewer))
    .route('/circles', circlesRoutes(context, requireViewer))
    .route('/connections', connectionsRoutes(context, requireViewer))
    .route('/media', mediaApiRoutes(media, requireViewer))
    .route('/posts', postsRoutes(posts, requireViewer))
    .route('/posts', postCommentsRoutes(comments, requireViewer))
    .route('/comments', commentsRoutes(comments, requireViewer))
    .route('/likes', likesRoutes(likes, requireViewer))
    .route(
      '/notifications',
      notificationsRoutes({
        service: notifications,
        hub,
        requireViewer,
        isSessionAlive: async (headers) => (await auth.api.getSession({ headers })) !== null,
        intervals: context.realtimeIntervals,
      }),
    )
    .route('/feed', feedRoutes(posts, requireViewer));

  const inFlight = createInFlight();
  const app = new Hono();
  app.use(inFlight.middleware);
  app.use(securityHeaders());
  app.use(requestLogger(context.logger));
  app.use('/api/*', compressJson());
  app.route('/api', api);
  // An unknown API path is a JSON 404, never the web app's index.html.
  app.all('/api/*', (c) => c.json({ message: 'Not found', code: 'not_found' }, 404));
  app.onError((error, c) => {
    if (error instanceof AppError) {
      // An upload cut off mid-stream leaves unread bytes on the socket: close it rather than reuse it.
      if (error.status === 413) c.header('Connection', 'close');
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
  app.route('/media', mediaFileRoutes(media, requireViewer));
  if (context.config.NODE_ENV !== 'production') app.route('/dev/mailbox', devMailboxRoutes(context));
  mountWebApp(app, context.config.WEB_DIST);
  return { app, api, auth, mailer, media, hub, listener, sessions, inFlight };
}

export type ApiType = ReturnType<typeof createApp>['api'];
