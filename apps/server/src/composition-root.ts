import type { AppContext } from './app-context';
import { signingSecret } from './auth/auth';
import { announceSessionsEnded, createSessionCache, sessionEndedChannel } from './auth/session-cache';
import { composeAuth } from './compose-auth';
import { composeGovernance } from './compose-governance';
import { composeMarketplace } from './compose-marketplace';
import { composeMedia } from './compose-media';
import { messagesDependencies } from './compose-messages';
import { composePosts } from './compose-posts';
import { createAccountRepository } from './features/account/repository';
import { createAccountService } from './features/account/service';
import { createArcadeRepository } from './features/arcade/repository';
import { createArcadeService } from './features/arcade/service';
import { createBlocksRepository } from './features/blocks/repository';
import { createBlocksService } from './features/blocks/service';
import { createCircleDiscoveryRepository } from './features/circles/discovery-repository';
import { createCirclesRepository } from './features/circles/repository';
import { createCirclesService } from './features/circles/service';
import { createExportRepository } from './features/export/repository';
import { createExportService } from './features/export/service';
import { createFavoritesRepository } from './features/favorites/repository';
import { createFavoritesService } from './features/favorites/service';
import { createIconsRepository } from './features/icons/repository';
import { createIconsService } from './features/icons/service';
import { createJoinRequestsRepository } from './features/join-requests/repository';
import { createJoinRequestsService } from './features/join-requests/service';
import { createLikesRepository } from './features/likes/repository';
import { createLikesService } from './features/likes/service';
import { inspectMedia } from './features/media/inspect';
import { createMessagesService } from './features/messages/service';
import { createMetrics } from './features/metrics/metrics';
import { createModerationActionsRepository } from './features/moderation/actions-repository';
import { createModerationRepository } from './features/moderation/repository';
import { createModerationService } from './features/moderation/service';
import { createMutesRepository } from './features/mutes/repository';
import { createMutesService } from './features/mutes/service';
import { createDigestService, digestTimingsAfter } from './features/notifications/digest';
import { createDigestRepository } from './features/notifications/digest-repository';
import { createNotificationsRepository } from './features/notifications/repository';
import { createNotificationsService } from './features/notifications/service';
import { notificationsWriter } from './features/notifications/writer';
import { createPreferencesRepository } from './features/preferences/repository';
import { createPreferencesService } from './features/preferences/service';
import { createMembersService } from './features/profile/members-service';
import { createProfileRepository } from './features/profile/repository';
import { createProfileService } from './features/profile/service';
import { createPushRepository } from './features/push/repository';
import { createPushService } from './features/push/service';
import { loadVapidKeys } from './features/push/vapid';
import { createRolesRepository } from './features/roles/repository';
import { createRolesService } from './features/roles/service';
import { createVerificationRepository } from './features/verification/repository';
import { createVerificationService } from './features/verification/service';
import { createWaitlistRepository } from './features/waitlist/repository';
import { createWaitlistService } from './features/waitlist/service';
import { createWallAccess } from './features/wall/policy';
import { createWallRepository } from './features/wall/repository';
import { createWallService } from './features/wall/service';
import { createRateLimitRepository } from './lib/rate-limit-repository';
import { createMailer } from './mail/mailer';
import { createAnnouncementBus } from './realtime/create-announcement-bus';
import { announcedIds, createNotificationHub, notificationsChannel } from './realtime/notification-hub';
import { createStorage } from './storage/create-storage';

/**
 * The composition root: every repository, service and hub of the server is built here, once, and handed to
 * whoever needs it. Features never build each other's parts nor import each other's code (only types): a feature
 * that needs another gets its service, or a function of it, from here; auth gets functions, not repositories.
 * app.ts mounts the routes over what this returns.
 */
export function composeServices(context: AppContext) {
  const { config, logger } = context;
  const { db } = context.database;
  const notify = notificationsWriter;

  const metrics = createMetrics({
    pool: context.database.pool,
    openStreams: () => hub.openStreams() + governanceHub.openStreams(),
    caches: () => keptPosts.stats(),
  });
  const mailer = metrics.countMail(createMailer(context));
  const storage = createStorage(config);
  // How processes hear each other (PostgreSQL LISTEN, or Redis with REDIS_URL); no feature knows which.
  const listener = createAnnouncementBus({ config, database: context.database, logger });
  const sessions = createSessionCache();
  // Sign-outs announced while the bus was not heard are lost: the cache forgets, and keeps nothing meanwhile.
  listener.onListening(sessions.setEnabled);
  // The transport as createAnnouncementBus chooses it (Redis needs a LISTEN connection for its relay too).
  const viaRedis = Boolean(config.REDIS_URL && (config.DATABASE_LISTEN_URL ?? context.database.url));
  metrics.watchAnnouncements(listener, viaRedis ? 'redis' : 'listen');
  /** Every process forgets the member's sessions and closes their streams (account deletion, suspension). */
  const endSessions = async (userId: string) => {
    sessions.forget(userId);
    await announceSessionsEnded(context.database, userId);
  };

  const blocks = createBlocksService({ repository: createBlocksRepository(db) });
  const roles = createRolesService({
    repository: createRolesRepository(db),
    adminEmails: config.ADMIN_EMAILS,
    hasBlocked: blocks.hasBlocked,
  });
  // Verified Identity (issue #17): requests with a private photo, reviewed by admins; the REQUIRE_VERIFICATION gate.
  const verification = createVerificationService({
    repository: createVerificationRepository(db, notify),
    storage,
    requireAdmin: roles.requireAdmin,
    prepareImage: (data) => inspectMedia('image', data),
    isRequired: config.REQUIRE_VERIFICATION,
  });
  const requireVerified = config.REQUIRE_VERIFICATION ? verification.requireVerified : undefined;
  const circles = createCirclesService(
    createCirclesRepository(db, notify),
    createCircleDiscoveryRepository(db),
    blocks,
    { requireVerified },
  );
  const preferences = createPreferencesService(createPreferencesRepository(db));
  const wallAccess = createWallAccess({
    profileVisibility: async (ownerId) => (await preferences.getAll(ownerId)).profile_visibility,
    isConnection: circles.isConnection,
    blockedBetween: blocks.between,
  });
  const { media, mediaProcessing } = composeMedia(context, {
    storage,
    circles,
    canSeeWall: wallAccess.canSeeWall,
  });
  const wall = createWallService({ repository: createWallRepository(db), access: wallAccess, media });
  const mutes = createMutesService({ repository: createMutesRepository(db), circles });
  const joinRequests = createJoinRequestsService({
    repository: createJoinRequestsRepository(db, notify),
    circles,
    moderatesCircle: roles.moderatesCircle,
  });
  const exportService = createExportService({ repository: createExportRepository(db), storage });
  const { posts, comments, feedChanges, keptPosts } = composePosts(context, {
    listener,
    circles,
    media,
    preferences,
    blocks,
    requireVerified,
  });
  mediaProcessing.connectPendingPosts(posts.pending);
  const account = createAccountService({
    repository: createAccountRepository(db),
    posts,
    storage,
    sessionsEnded: endSessions,
  });
  const profileRepository = createProfileRepository(db);
  const profile = createProfileService({
    repository: profileRepository,
    media,
    publicUrl: config.publicUrl,
    logger,
  });
  const members = createMembersService({
    repository: profileRepository,
    posts,
    circles,
    preferences,
    blockedAmong: blocks.blockedAmong,
  });
  const { marketplace, selling } = composeMarketplace(db, { circles, media, publicUrl: config.publicUrl });
  const moderation = createModerationService({
    repository: createModerationRepository(db),
    actions: createModerationActionsRepository(db, notify),
    roles,
    posts,
    comments,
    circles,
    listings: selling,
    sessionsEnded: endSessions,
  });
  const likes = createLikesService({ repository: createLikesRepository(db, notify), posts, comments });
  const favorites = createFavoritesService({ repository: createFavoritesRepository(db), posts, circles });
  const { governance, proposals, governanceHub } = composeGovernance(context, {
    listener,
    roles,
    requireVerified,
  });
  const messages = createMessagesService(
    messagesDependencies(db, {
      blocks,
      // A suspended member is not messaged (issue #57).
      isSuspended: async (userId) => (await moderation.sessionRefusal(userId)) !== null,
      circles,
      preferences,
      publicUrl: config.publicUrl,
    }),
  );
  const waitlist = createWaitlistService(createWaitlistRepository(db));
  const arcade = createArcadeService(createArcadeRepository(db));
  const icons = createIconsService(createIconsRepository(db));
  const digest = createDigestService({
    repository: createDigestRepository(db),
    mailer,
    logger,
    publicUrl: config.publicUrl,
    secret: signingSecret(config),
    timings: digestTimingsAfter(config.DIGEST_DELAY_MINUTES),
  });
  const notifications = createNotificationsService(createNotificationsRepository(db));
  // Each delivery to an open stream is timed from the row's creation (/metrics: notification delivery lag).
  const hub = createNotificationHub({
    listener,
    logger,
    loadByIds: async (ids, userIds) => {
      const rows = await notifications.listForDelivery(ids, userIds);
      for (const row of rows) metrics.delivered(row.created_at);
      return rows;
    },
  });
  const push = createPushService({
    repository: createPushRepository(db),
    languageOf: preferences.language,
    keys: context.vapidKeys ?? loadVapidKeys(config),
    extraHosts: config.PUSH_SERVICE_HOSTS,
    logger,
  });

  const { auth, activity, requireViewer, isSessionAlive, invitations } = composeAuth(context, {
    mailer,
    sessions,
    profile,
    circles,
    account,
    roles,
    moderation,
    preferences,
  });

  // New notifications (from any process): each is pushed once, by whichever process claims it first.
  listener.on(notificationsChannel, (payload) => {
    push.dispatch(announcedIds(payload)).catch((error) => logger.warn({ err: error }, 'web push failed'));
  });
  // Ended sessions (from any process): forget cached lookups, and close the member's notification streams.
  listener.on(sessionEndedChannel, (userId) => {
    if (!userId) return;
    sessions.forget(userId);
    hub.sessionsEnded(userId);
  });

  return {
    mailer,
    storage,
    listener,
    feedChanges,
    sessions,
    auth,
    activity,
    requireViewer,
    isSessionAlive,
    rateLimits: createRateLimitRepository(db),
    roles,
    verification,
    blocks,
    circles,
    preferences,
    media,
    mediaProcessing,
    wall,
    mutes,
    joinRequests,
    exportService,
    invitations,
    posts,
    account,
    profile,
    members,
    comments,
    moderation,
    likes,
    favorites,
    governance,
    proposals,
    governanceHub,
    marketplace,
    selling,
    messages,
    waitlist,
    arcade,
    icons,
    digest,
    notifications,
    hub,
    push,
    metrics,
  };
}

export type Services = ReturnType<typeof composeServices>;
