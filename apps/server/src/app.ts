import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppContext } from './app-context';
import { createActivityTracker } from './auth/activity-tracker';
import { createAuth, signingSecret } from './auth/auth';
import { authRoutes } from './auth/routes';
import { createRequireViewer } from './auth/session';
import { announceSessionsEnded, createSessionCache, sessionEndedChannel } from './auth/session-cache';
import { createAccountRepository } from './features/account/repository';
import { accountRoutes } from './features/account/routes';
import { createAccountService } from './features/account/service';
import { arcadeRoutes } from './features/arcade/routes';
import { createBlocksRepository } from './features/blocks/repository';
import { blocksRoutes } from './features/blocks/routes';
import { createBlocksService } from './features/blocks/service';
import { createCircleDiscoveryRepository } from './features/circles/discovery-repository';
import { createCirclesRepository } from './features/circles/repository';
import { circlesRoutes, connectionsRoutes } from './features/circles/routes';
import { createCirclesService } from './features/circles/service';
import { createCommentsRepository } from './features/comments/repository';
import { commentsRoutes, postCommentsRoutes } from './features/comments/routes';
import { createCommentsService } from './features/comments/service';
import { createExportRepository } from './features/export/repository';
import { exportRoutes } from './features/export/routes';
import { createExportService } from './features/export/service';
import { createFavoritesRepository } from './features/favorites/repository';
import { favoritesRoutes } from './features/favorites/routes';
import { createFavoritesService } from './features/favorites/service';
import { createGovernanceRepository } from './features/governance/repository';
import { governanceRoutes } from './features/governance/routes';
import { createGovernanceService } from './features/governance/service';
import { healthRoutes } from './features/health/routes';
import { iconsRoutes } from './features/icons/routes';
import { createJoinRequestsRepository } from './features/join-requests/repository';
import { joinRequestsRoutes } from './features/join-requests/routes';
import { createJoinRequestsService } from './features/join-requests/service';
import { createLikesRepository } from './features/likes/repository';
import { likesRoutes } from './features/likes/routes';
import { createLikesService } from './features/likes/service';
import { createMarketplaceRepository } from './features/marketplace/repository';
import { marketplaceRoutes } from './features/marketplace/routes';
import { createMarketplaceService } from './features/marketplace/service';
import { inspectMedia } from './features/media/inspect';
import { createMediaRepository } from './features/media/repository';
import { mediaApiRoutes, mediaFileRoutes } from './features/media/routes';
import { createMediaService } from './features/media/service';
import { createModerationActionsRepository } from './features/moderation/actions-repository';
import { createModerationRepository } from './features/moderation/repository';
import { moderationRoutes, reportsRoutes } from './features/moderation/routes';
import { createModerationService } from './features/moderation/service';
import { createMutesRepository } from './features/mutes/repository';
import { mutesRoutes } from './features/mutes/routes';
import { createMutesService } from './features/mutes/service';
import { createDigestService } from './features/notifications/digest';
import { createDigestRepository } from './features/notifications/digest-repository';
import { createNotificationsRepository } from './features/notifications/repository';
import { notificationsRoutes } from './features/notifications/routes';
import { createNotificationsService } from './features/notifications/service';
import { unsubscribeRoutes } from './features/notifications/unsubscribe-routes';
import { createPostsRepository } from './features/posts/repository';
import { feedRoutes, postsRoutes } from './features/posts/routes';
import { createPostsService } from './features/posts/service';
import { createPreferencesRepository } from './features/preferences/repository';
import { preferencesRoutes } from './features/preferences/routes';
import { createPreferencesService } from './features/preferences/service';
import { createMembersService } from './features/profile/members-service';
import { createProfileRepository } from './features/profile/repository';
import { membersRoutes, profileRoutes } from './features/profile/routes';
import { createProfileService } from './features/profile/service';
import { createPushRepository } from './features/push/repository';
import { pushRoutes } from './features/push/routes';
import { createPushService } from './features/push/service';
import { loadVapidKeys } from './features/push/vapid';
import { createRolesRepository } from './features/roles/repository';
import { rolesRoutes } from './features/roles/routes';
import { createRolesService } from './features/roles/service';
import { createVerificationRepository } from './features/verification/repository';
import { verificationRoutes } from './features/verification/routes';
import { createVerificationService } from './features/verification/service';
import { waitlistRoutes } from './features/waitlist/routes';
import { createWallAccess } from './features/wall/policy';
import { createWallRepository } from './features/wall/repository';
import { wallBodyLimit, wallRoutes } from './features/wall/routes';
import { createWallService } from './features/wall/service';
import { compressJson } from './lib/compress-json';
import { AppError } from './lib/errors';
import { createInFlight } from './lib/in-flight';
import { createRateLimitRepository } from './lib/rate-limit-repository';
import { rejectNulInBody, rejectNulInUrl } from './lib/reject-nul';
import { requestLogger } from './lib/request-logger';
import { requireSameOrigin } from './lib/same-origin';
import { securityHeaders } from './lib/security-headers';
import { mountWebApp } from './lib/static-web';
import { writeRateLimiter } from './lib/write-rate-limits';
import { devMailboxRoutes } from './mail/dev-mailbox-routes';
import { createMailer } from './mail/mailer';
import { createBroadcastHub, governanceChannel } from './realtime/broadcast-hub';
import { createDatabaseListener } from './realtime/database-listener';
import { createNotificationHub } from './realtime/notification-hub';
import { announcedIds, notificationsChannel } from './realtime/notifications-writer';
import { createStorage } from './storage/create-storage';

// JSON bodies are small; uploads get their own streaming limits in the storage feature.
const jsonBodyLimit = 64 * 1024;

/** Routes whose body is a raw file (checked by its bytes and streamed with its own limit), not JSON text. */
const isUpload = (path: string) =>
  path.startsWith('/api/media/') || path === '/api/me/avatar' || path === '/api/verification/requests';

export function createApp(context: AppContext) {
  const mailer = createMailer(context);
  const accountRepository = createAccountRepository(context.database.db);
  const roles = createRolesService({
    repository: createRolesRepository(context.database.db),
    adminEmails: context.config.ADMIN_EMAILS,
  });
  // Signing in undoes a pending account deletion (issue #18); a new account gets its site role (issue #17).
  const auth = createAuth(context, mailer, {
    onSessionCreated: (userId) => accountRepository.cancelDeletion(userId),
    roleForNewMember: roles.roleForNewMember,
    // A suspended member cannot sign in (issue #17); `moderation` is built below, before any request.
    sessionRefusal: (userId) => moderation.sessionRefusal(userId),
  });
  const listener = createDatabaseListener({ database: context.database, logger: context.logger });
  const sessions = createSessionCache();
  const profileRepository = createProfileRepository(context.database.db);
  const activity = createActivityTracker(profileRepository.touchLastActive, (error) =>
    context.logger.warn({ err: error }, 'could not record activity'),
  );
  const requireViewer = createRequireViewer(auth, sessions, activity);
  const storage = createStorage(context.config);
  // Verified Identity (issue #17): requests with a private photo, reviewed by admins; the REQUIRE_VERIFICATION gate.
  const verification = createVerificationService({
    repository: createVerificationRepository(context.database.db),
    storage,
    requireAdmin: roles.requireAdmin,
    prepareImage: (data) => inspectMedia('image', data),
    isRequired: context.config.REQUIRE_VERIFICATION,
  });
  const requireVerified = context.config.REQUIRE_VERIFICATION ? verification.requireVerified : undefined;
  const blocks = createBlocksService({ repository: createBlocksRepository(context.database.db) });
  const circles = createCirclesService(
    createCirclesRepository(context.database.db),
    createCircleDiscoveryRepository(context.database.db),
    blocks,
    { requireVerified },
  );
  const preferences = createPreferencesService(createPreferencesRepository(context.database.db));
  const wallAccess = createWallAccess({
    profileVisibility: async (ownerId) => (await preferences.getAll(ownerId)).profile_visibility,
    isConnection: circles.isConnection,
    blockedBetween: blocks.between,
  });
  const media = createMediaService({
    repository: createMediaRepository(context.database.db),
    storage,
    circles,
    canSeeWall: wallAccess.canSeeWall,
  });
  const wall = createWallService({
    repository: createWallRepository(context.database.db),
    access: wallAccess,
    media,
  });
  const mutes = createMutesService({ repository: createMutesRepository(context.database.db), circles });
  const joinRequests = createJoinRequestsService({
    repository: createJoinRequestsRepository(context.database.db),
    circles,
    moderatesCircle: roles.moderatesCircle,
  });
  const exportService = createExportService({
    repository: createExportRepository(context.database.db),
    storage,
  });
  const posts = createPostsService({
    repository: createPostsRepository(context.database.db),
    requiresAltText: async (userId) => (await preferences.getAll(userId)).require_alt_text === 'true',
    circles,
    media,
    publicUrl: context.config.publicUrl,
    blockedBetween: blocks.between,
  });
  /** Every process forgets the member's sessions and closes their streams (account deletion, suspension). */
  const endSessions = async (userId: string) => {
    sessions.forget(userId);
    await announceSessionsEnded(context.database, userId);
  };
  const account = createAccountService({
    repository: accountRepository,
    posts,
    storage,
    sessionsEnded: endSessions,
  });
  const profile = createProfileService({
    repository: profileRepository,
    media,
    publicUrl: context.config.publicUrl,
    logger: context.logger,
  });
  const members = createMembersService({
    repository: profileRepository,
    posts,
    circles,
    preferences: createPreferencesService(createPreferencesRepository(context.database.db)),
    blockedAmong: blocks.blockedAmong,
  });
  const comments = createCommentsService({
    repository: createCommentsRepository(context.database.db),
    posts,
    circles,
    blockedBetween: blocks.between,
    requireVerified,
  });
  const moderation = createModerationService({
    repository: createModerationRepository(context.database.db),
    actions: createModerationActionsRepository(context.database.db),
    roles,
    posts,
    comments,
    circles,
    sessionsEnded: endSessions,
  });
  const likes = createLikesService({
    repository: createLikesRepository(context.database.db),
    posts,
    comments,
  });
  const favorites = createFavoritesService({
    repository: createFavoritesRepository(context.database.db),
    posts,
    circles,
  });
  const governance = createGovernanceService(createGovernanceRepository(context.database.db));
  const governanceHub = createBroadcastHub({
    listener,
    logger: context.logger,
    channel: governanceChannel,
  });
  const marketplace = createMarketplaceService({
    repository: createMarketplaceRepository(context.database.db),
    circles,
  });
  const isSessionAlive = async (headers: Headers) => (await auth.api.getSession({ headers })) !== null;
  const digest = createDigestService({
    repository: createDigestRepository(context.database.db),
    mailer,
    logger: context.logger,
    publicUrl: context.config.publicUrl,
    secret: signingSecret(context.config),
  });
  const notificationsRepository = createNotificationsRepository(context.database.db);
  const notifications = createNotificationsService(notificationsRepository);
  const hub = createNotificationHub({
    listener,
    logger: context.logger,
    loadByIds: notificationsRepository.listByIds,
  });
  const push = createPushService({
    repository: createPushRepository(context.database.db),
    keys: loadVapidKeys(context.config),
    extraHosts: context.config.PUSH_SERVICE_HOSTS,
    logger: context.logger,
  });
  // New notifications (from any process): each is pushed once, by whichever process claims it first.
  listener.on(notificationsChannel, (payload) => {
    push
      .dispatch(announcedIds(payload))
      .catch((error) => context.logger.warn({ err: error }, 'web push failed'));
  });
  // Ended sessions (from any process): forget cached lookups, and close the member's notification streams.
  listener.on(sessionEndedChannel, (userId) => {
    if (!userId) return;
    sessions.forget(userId);
    hub.sessionsEnded(userId);
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
    // Before anything else, so new routes are covered without doing anything: writes only from our own origin.
    .use(requireSameOrigin(context.config.publicUrl))
    .use(
      writeRateLimiter({
        repository: createRateLimitRepository(context.database.db),
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
    // After the size limits, so no body is read whole before its limit; uploads are bytes, not text.
    .use(rejectNulInBody({ skip: isUpload }))
    .route('/health', healthRoutes(context))
    .route('/waitlist', waitlistRoutes(context))
    .route('/auth', authRoutes(context, auth, sessions))
    .route('/mutes', mutesRoutes(mutes, requireViewer))
    .route('/push', pushRoutes(push, requireViewer))
    .route('/roles', rolesRoutes(roles, requireViewer))
    .route('/verification', verificationRoutes(verification, requireViewer))
    .route('/reports', reportsRoutes(moderation, requireViewer))
    .route('/moderation', moderationRoutes(moderation, requireViewer))
    .route('/blocks', blocksRoutes(blocks, requireViewer))
    .route('/me/export', exportRoutes(exportService, requireViewer))
    .route('/me/deletion', accountRoutes(account, requireViewer))
    .route('/me', profileRoutes(profile, requireViewer))
    .route('/members', membersRoutes(members, requireViewer))
    .route('/preferences', preferencesRoutes(context, requireViewer))
    .route('/icons', iconsRoutes(context, requireViewer))
    .route('/circles', circlesRoutes(circles, requireViewer))
    .route('/circles', joinRequestsRoutes(joinRequests, requireViewer))
    .route('/connections', connectionsRoutes(circles, requireViewer))
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
        isSessionAlive,
        intervals: context.realtimeIntervals,
        markActive: activity.seen,
      }),
    )
    .route('/favorites', favoritesRoutes(favorites, requireViewer))
    .route(
      '/governance',
      governanceRoutes({
        service: governance,
        hub: governanceHub,
        requireViewer,
        isSessionAlive,
        intervals: context.realtimeIntervals,
      }),
    )
    .route('/marketplace', marketplaceRoutes(marketplace, requireViewer))
    .route('/email/unsubscribe', unsubscribeRoutes({ preferences, secret: signingSecret(context.config) }))
    .route('/feed', feedRoutes(posts, requireViewer))
    .route('/walls', wallRoutes(wall, requireViewer))
    .route('/arcade', arcadeRoutes(context, requireViewer));

  const inFlight = createInFlight();
  const app = new Hono();
  app.use(inFlight.middleware);
  app.use(securityHeaders({ publicUrl: context.config.publicUrl }));
  app.use(requestLogger(context.logger));
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
  if (context.config.NODE_ENV !== 'production' && context.config.DEV_MAILBOX !== 'off') {
    app.route('/dev/mailbox', devMailboxRoutes(context));
  }
  mountWebApp(app, context.config.WEB_DIST);
  return {
    app,
    api,
    auth,
    mailer,
    media,
    hub,
    governanceHub,
    listener,
    sessions,
    inFlight,
    digest,
    account,
    push,
    roles,
  };
}

export type ApiType = ReturnType<typeof createApp>['api'];
