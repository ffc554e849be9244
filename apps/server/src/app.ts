import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppContext } from './app-context';
import { signingSecret } from './auth/auth';
import { authRoutes } from './auth/routes';
import { composeServices } from './composition-root';
import { currentSchemaVersion, readMigrations } from './db/migrate';
import { accountRoutes } from './features/account/routes';
import { arcadeRoutes } from './features/arcade/routes';
import { blocksRoutes } from './features/blocks/routes';
import { circlesRoutes, connectionsRoutes } from './features/circles/routes';
import { commentsRoutes, postCommentsRoutes } from './features/comments/routes';
import { exportRoutes } from './features/export/routes';
import { favoritesRoutes } from './features/favorites/routes';
import { governanceRoutes } from './features/governance/routes';
import { createMediaStoreWatch } from './features/health/media-store-watch';
import { healthRoutes } from './features/health/routes';
import { iconsRoutes } from './features/icons/routes';
import { invitationsRoutes } from './features/invitations/routes';
import { joinRequestsRoutes } from './features/join-requests/routes';
import { likesRoutes } from './features/likes/routes';
import { marketplaceRoutes } from './features/marketplace/routes';
import { mediaApiRoutes, mediaFileRoutes } from './features/media/routes';
import { messagesRoutes } from './features/messages/routes';
import { metricsRoutes } from './features/metrics/routes';
import { moderationRoutes, reportsRoutes } from './features/moderation/routes';
import { mutesRoutes } from './features/mutes/routes';
import { notificationsRoutes } from './features/notifications/routes';
import { unsubscribeRoutes } from './features/notifications/unsubscribe-routes';
import { feedRoutes, postsRoutes } from './features/posts/routes';
import { preferencesRoutes } from './features/preferences/routes';
import { membersRoutes, profileRoutes } from './features/profile/routes';
import { pushRoutes } from './features/push/routes';
import { rolesRoutes } from './features/roles/routes';
import { verificationRoutes } from './features/verification/routes';
import { waitlistRoutes } from './features/waitlist/routes';
import { wallBodyLimit, wallRoutes } from './features/wall/routes';
import { createAdmission } from './lib/admission';
import { classifyRequest } from './lib/admission-classes';
import { compressJson } from './lib/compress-json';
import { AppError } from './lib/errors';
import { createInFlight } from './lib/in-flight';
import { createLifecycle } from './lib/lifecycle';
import { requestLogger } from './lib/request-logger';
import { requireSameOrigin } from './lib/same-origin';
import { securityHeaders } from './lib/security-headers';
import { mountWebApp } from './lib/static-web';
import { guardBodyText, rejectNulInUrl } from './lib/text-guards';
import { writeRateLimiter } from './lib/write-rate-limits';
import { devMailboxRoutes } from './mail/dev-mailbox-routes';
import { mediaStoreCheckFor } from './storage/media-dir-check';

// JSON bodies are small; uploads get their own streaming limits in the storage feature.
const jsonBodyLimit = 64 * 1024;

/** Routes whose body is a raw file (checked by its bytes and streamed with its own limit), not JSON text. */
const isUpload = (path: string) =>
  path.startsWith('/api/media/') || path === '/api/me/avatar' || path === '/api/verification/requests';

/** The HTTP app: guards and feature routes over the services built once in composition-root.ts. */
export function createApp(context: AppContext) {
  const services = composeServices(context);
  // Readiness and the drain after SIGTERM (main.ts).
  const lifecycle = createLifecycle();
  const { auth, sessions, requireViewer, isSessionAlive } = services;
  // Whether the database's media are in the configured store: checked by main.ts at start, read by readiness.
  const mediaStore = createMediaStoreWatch({
    check: mediaStoreCheckFor(context.config, services.storage, context.database.db),
    logger: context.logger,
    schemaCurrent: async () => (await currentSchemaVersion(context.database.pool)) >= readMigrations().length,
  });
  // Issue #52: the ffmpeg worker claims nothing while the store lacks the files the database names.
  services.mediaProcessing.connectStoreCheck(async () => {
    const status = await mediaStore.readiness();
    return !status || status.ok;
  });
  const isMediaProcessingAvailable = async () =>
    (await services.mediaProcessing.tools.availability()).available;
  const jsonLimit = bodyLimit({
    maxSize: jsonBodyLimit,
    onError: (c) => {
      // The rest of the body is still on the socket: close it rather than let the next request trip on it.
      c.header('Connection', 'close');
      return c.json({ message: 'Request body is too large', code: 'payload_too_large' }, 413);
    },
  });

  const api = new Hono()
    // Before anything else, so new routes are covered without doing anything: writes only from our own origin.
    .use(requireSameOrigin(context.config.publicUrl))
    .use(
      writeRateLimiter({
        repository: services.rateLimits,
        requireViewer,
        config: context.config,
        scale: context.config.WRITE_RATE_LIMIT_SCALE ?? context.config.AUTH_RATE_LIMIT_SCALE,
      }),
    )
    // Uploads (post media, the avatar) stream with their own limits; the wall document has a larger limit;
    // everything else is small JSON. Reads carry no body: skip the check (it would build a full Request to look).
    .use((c, next) => {
      if (c.req.method === 'GET' || c.req.method === 'HEAD' || isUpload(c.req.path)) return next();
      return (c.req.path === '/api/walls/me' ? wallBodyLimit : jsonLimit)(c, next);
    })
    // After the size limits, so no body is read whole before its limit; uploads are bytes, not text. Controls
    // refused, text in NFC (issue #57).
    .use(guardBodyText({ skip: isUpload }))
    .route('/health', healthRoutes(context, lifecycle, mediaStore, isMediaProcessingAvailable))
    .route('/waitlist', waitlistRoutes(services.waitlist))
    .route('/auth', authRoutes(context, auth, sessions))
    .route('/mutes', mutesRoutes(services.mutes, requireViewer))
    .route('/invitations', invitationsRoutes(services.invitations, requireViewer))
    .route('/push', pushRoutes(services.push, requireViewer))
    .route('/roles', rolesRoutes(services.roles, requireViewer))
    .route('/verification', verificationRoutes(services.verification, requireViewer))
    .route('/reports', reportsRoutes(services.moderation, requireViewer))
    .route('/moderation', moderationRoutes(services.moderation, requireViewer))
    .route('/blocks', blocksRoutes(services.blocks, requireViewer))
    .route('/me/export', exportRoutes(services.exportService, requireViewer))
    .route('/me/deletion', accountRoutes(services.account, requireViewer))
    .route('/me', profileRoutes(services.profile, requireViewer))
    .route('/members', membersRoutes(services.members, requireViewer))
    .route('/preferences', preferencesRoutes(services.preferences, requireViewer))
    .route('/icons', iconsRoutes(services.icons, requireViewer))
    .route('/circles', circlesRoutes(services.circles, requireViewer))
    .route('/circles', joinRequestsRoutes(services.joinRequests, requireViewer))
    .route('/connections', connectionsRoutes(services.circles, requireViewer))
    .route('/media', mediaApiRoutes(services.media, requireViewer))
    .route('/posts', postsRoutes(services.posts, requireViewer))
    .route('/posts', postCommentsRoutes(services.comments, requireViewer))
    .route('/comments', commentsRoutes(services.comments, requireViewer))
    .route('/likes', likesRoutes(services.likes, requireViewer))
    .route(
      '/notifications',
      notificationsRoutes({
        service: services.notifications,
        hub: services.hub,
        requireViewer,
        isSessionAlive,
        intervals: context.realtimeIntervals,
        markActive: services.activity.seen,
        sendTestDigest: services.digest.sendTest,
      }),
    )
    .route('/favorites', favoritesRoutes(services.favorites, requireViewer))
    .route('/messages', messagesRoutes(services.messages, requireViewer))
    .route(
      '/governance',
      governanceRoutes({
        service: services.governance,
        proposals: services.proposals,
        hub: services.governanceHub,
        requireViewer,
        isSessionAlive,
        watchSession: services.hub.watchSession,
        intervals: context.realtimeIntervals,
      }),
    )
    .route('/marketplace', marketplaceRoutes(services.marketplace, services.selling, requireViewer))
    .route(
      '/email/unsubscribe',
      unsubscribeRoutes({ preferences: services.preferences, secret: signingSecret(context.config) }),
    )
    .route('/feed', feedRoutes(services.posts, requireViewer))
    .route('/walls', wallRoutes(services.wall, requireViewer))
    .route('/arcade', arcadeRoutes(services.arcade, requireViewer));

  const inFlight = createInFlight();
  const app = new Hono();
  app.use(inFlight.middleware);
  app.use(lifecycle.middleware);
  // Admission first (after the in-flight count and the drain's Connection: close), before the log, the metrics, the
  // headers and every guard that reads the database: a refusal costs no session lookup, body or statement (#57).
  const admission = createAdmission(
    {
      maxActive:
        context.config.DB_ACTIVE_REQUESTS ??
        (context.database.kind === 'pglite' ? 4 : context.config.DATABASE_POOL_SIZE * 2),
      maxQueued: context.config.DB_QUEUE_MAX,
      maxWaitMs: context.config.DB_QUEUE_WAIT_MS,
      burstMs: context.config.DB_QUEUE_BURST_MS ?? 2 * context.config.DB_QUEUE_WAIT_MS,
    },
    context.logger,
    classifyRequest,
  );
  // Its queue, waits and refusals on /metrics.
  services.metrics.watchAdmission(admission.load);
  app.use(services.metrics.timeAdmission(admission.middleware));
  app.use(services.metrics.middleware);
  app.use(securityHeaders({ publicUrl: context.config.publicUrl }));
  // Every answer past admission carries X-Request-Id, and every log line of its request the id (a refusal stays as
  // cheap as it is: no id, no line).
  app.use(requestLogger(context.logger, { trustProxy: context.config.TRUST_PROXY }));
  app.use(rejectNulInUrl());
  app.use('/api/*', compressJson());
  app.route('/api', api);
  // An unknown API path is a JSON 404, never the web app's index.html.
  app.all('/api/*', (c) => c.json({ message: 'Not found', code: 'not_found' }, 404));
  app.onError((error, c) => {
    if (error instanceof AppError) {
      // An upload cut off mid-stream leaves unread bytes on the socket: close it rather than reuse it.
      if (error.status === 413) c.header('Connection', 'close');
      return c.json(
        { ...error.details, message: error.message, code: error.code, fieldErrors: error.fieldErrors },
        error.status,
      );
    }
    if (error instanceof HTTPException) {
      return c.json({ message: error.message || 'Invalid request', code: 'http_error' }, error.status);
    }
    context.logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json({ message: 'An unexpected error occurred. Please try again.', code: 'internal' }, 500);
  });
  app.route('/media', mediaFileRoutes(services.media, requireViewer));
  // Any other /media path is a plain 404, never a page: drawing one would hold the admission turn /media paths
  // take while the page's own API calls wait for theirs (with four such at once, each waited for the others).
  app.all('/media/*', (c) => c.text('Not found', 404));
  app.route('/metrics', metricsRoutes(services.metrics, context.config.METRICS_TOKEN));
  if (context.config.NODE_ENV !== 'production' && context.config.DEV_MAILBOX !== 'off') {
    app.route('/dev/mailbox', devMailboxRoutes(context));
  }
  mountWebApp(app, context.config.WEB_DIST, { logger: context.logger });
  const { mailer, media, hub, governanceHub, listener, digest, account, push, roles, metrics, proposals } =
    services;
  return {
    app,
    api,
    auth,
    mailer,
    media,
    mediaProcessing: services.mediaProcessing,
    posts: services.posts,
    hub,
    governanceHub,
    listener,
    sessions,
    inFlight,
    lifecycle,
    digest,
    account,
    push,
    roles,
    metrics,
    proposals,
    mediaStore,
  };
}

export type ApiType = ReturnType<typeof createApp>['api'];
