import {
  accountDeletionSchema,
  auditLogSchema,
  blocksSchema,
  circleMemberSchema,
  circleSchema,
  commentsPageSchema,
  conversationSummarySchema,
  conversationsSchema,
  createdInvitationSchema,
  createPostResultSchema,
  directMessageSchema,
  discoveredCircleSchema,
  favoriteStateSchema,
  favoritesPageSchema,
  feedPageSchema,
  governanceCommentSchema,
  governancePolicySchema,
  highScoresSchema,
  iconSchema,
  invitationListSchema,
  inviteResultSchema,
  joinRequestSchema,
  likeStateSchema,
  listingDeletedSchema,
  listingSchema,
  listingsPageSchema,
  memberConnectionSchema,
  memberProfileSchema,
  memberSearchResultSchema,
  memberStandingSchema,
  meSchema,
  messagesPageSchema,
  messagesUnreadSchema,
  moderationAccessSchema,
  moderationQueueSchema,
  moderationResultSchema,
  mutesSchema,
  notificationSchema,
  notificationsPageSchema,
  ownIconsSchema,
  passkeyListSchema,
  pendingPostsSchema,
  pendingVerificationsSchema,
  policyHistorySchema,
  postPageSchema,
  postSchema,
  preferencesSchema,
  proposalDetailSchema,
  proposalSchema,
  pushKeySchema,
  replySchema,
  reportCreatedSchema,
  saveToShoppingResultSchema,
  shareResultSchema,
  siteRoleSetSchema,
  startedGameSchema,
  suspensionsSchema,
  unreadCountSchema,
  uploadResultSchema,
  verificationDecisionSchema,
  verificationStatusSchema,
  waitlistResponseSchema,
  wallSchema,
} from '@circles/contracts';
import { type ZodType, z } from 'zod';

/**
 * What each route the web app calls answers on success, as contracts' schemas say. The browser takes these answers
 * on trust, by their TypeScript types, without parsing them (docs/decisions/0096-responses-typed-not-parsed-in-the-browser.md):
 * the contract is held here instead, where the data is produced. TestClient checks every 2xx JSON answer of a
 * route listed here, so an answer that breaks its contract fails the test that received it. A route the web app
 * starts to call belongs here too.
 */
const contracts: [method: string, path: string, schema: ZodType][] = [
  ['GET', '/api/me', meSchema],
  ['PATCH', '/api/me', meSchema],
  ['PUT', '/api/me/avatar', meSchema],
  ['GET', '/api/me/icons', ownIconsSchema],
  ['POST', '/api/me/deletion', accountDeletionSchema],
  ['GET', '/api/auth/passkey/list-user-passkeys', passkeyListSchema],
  ['GET', '/api/icons', z.array(iconSchema)],
  ['GET', '/api/preferences', preferencesSchema],
  ['PUT', '/api/preferences/:key', preferencesSchema],
  ['GET', '/api/push/key', pushKeySchema],
  ['POST', '/api/waitlist', waitlistResponseSchema],
  // Circles and their members
  ['GET', '/api/circles', z.array(circleSchema)],
  ['POST', '/api/circles', circleSchema],
  ['GET', '/api/circles/discover', z.array(discoveredCircleSchema)],
  ['GET', '/api/circles/:circleId', circleSchema],
  ['PATCH', '/api/circles/:circleId/settings', circleSchema],
  ['POST', '/api/circles/:circleId/join', circleSchema],
  ['POST', '/api/circles/:circleId/leave', z.object({ circle: circleSchema.nullable() })],
  ['POST', '/api/circles/:circleId/join-requests', circleSchema],
  ['DELETE', '/api/circles/:circleId/join-requests/mine', circleSchema],
  ['GET', '/api/circles/:circleId/join-requests', z.array(joinRequestSchema)],
  ['GET', '/api/circles/:circleId/members', z.array(circleMemberSchema)],
  ['GET', '/api/circles/:circleId/invite-candidates', z.array(circleMemberSchema)],
  ['POST', '/api/circles/:circleId/invitations', inviteResultSchema],
  ['GET', '/api/invitations', invitationListSchema],
  ['POST', '/api/invitations', createdInvitationSchema],
  ['DELETE', '/api/invitations/:id', invitationListSchema],
  // Posts, feeds, comments
  ['GET', '/api/feed/home', feedPageSchema],
  ['GET', '/api/feed/search', feedPageSchema],
  ['GET', '/api/feed/circles/:circleId', feedPageSchema],
  ['GET', '/api/feed/circles/:circleId/posts/:postId/page', postPageSchema],
  ['POST', '/api/posts', createPostResultSchema],
  ['PATCH', '/api/posts/:postId', postSchema],
  ['DELETE', '/api/posts/:postId', z.object({ deleted: z.literal(true), circleId: z.string() })],
  ['GET', '/api/posts/pending', pendingPostsSchema],
  ['POST', '/api/posts/:postId/shares', shareResultSchema],
  ['GET', '/api/posts/:postId/comments', commentsPageSchema],
  ['POST', '/api/posts/:postId/comments', replySchema],
  ['PATCH', '/api/comments/:commentId', replySchema],
  ['DELETE', '/api/comments/:commentId', replySchema],
  ['POST', '/api/likes/toggle', likeStateSchema],
  ['GET', '/api/favorites', favoritesPageSchema],
  ['GET', '/api/favorites/count', z.object({ count: z.number() })],
  ['PUT', '/api/favorites/:postId', favoriteStateSchema],
  ['DELETE', '/api/favorites/:postId', favoriteStateSchema],
  ['POST', '/api/media/posts', uploadResultSchema],
  ['POST', '/api/media/wall', uploadResultSchema],
  // Members, blocks, mutes, notifications, messages
  ['GET', '/api/members', memberSearchResultSchema],
  ['GET', '/api/members/:handle', memberProfileSchema],
  ['GET', '/api/members/:handle/connections', z.array(memberConnectionSchema)],
  ['GET', '/api/members/:handle/posts', feedPageSchema],
  ['GET', '/api/blocks', blocksSchema],
  ['PUT', '/api/blocks/members/:userId', blocksSchema],
  ['DELETE', '/api/blocks/members/:userId', blocksSchema],
  ['GET', '/api/mutes', mutesSchema],
  ['PUT', '/api/mutes/:kind/:id', mutesSchema],
  ['DELETE', '/api/mutes/:kind/:id', mutesSchema],
  ['GET', '/api/notifications', notificationsPageSchema],
  ['GET', '/api/notifications/unread-count', unreadCountSchema],
  ['GET', '/api/messages/conversations', conversationsSchema],
  ['POST', '/api/messages/conversations', conversationSummarySchema],
  ['GET', '/api/messages/conversations/:id', conversationSummarySchema],
  ['GET', '/api/messages/conversations/:id/messages', messagesPageSchema],
  ['POST', '/api/messages/conversations/:id/messages', directMessageSchema],
  ['POST', '/api/messages/conversations/:id/read', conversationSummarySchema],
  ['GET', '/api/messages/unread-count', messagesUnreadSchema],
  // Governance
  ['GET', '/api/governance/policies', z.array(governancePolicySchema)],
  ['GET', '/api/governance/policies/:policyId/history', policyHistorySchema],
  ['POST', '/api/governance/policies/:policyId/proposals', proposalDetailSchema],
  ['GET', '/api/governance/proposals/:proposalId', proposalDetailSchema],
  ['PUT', '/api/governance/proposals/:proposalId/vote', proposalSchema],
  ['POST', '/api/governance/proposals/:proposalId/adopt', proposalDetailSchema],
  ['GET', '/api/governance/proposals/:proposalId/comments', z.array(governanceCommentSchema)],
  ['POST', '/api/governance/proposals/:proposalId/comments', governanceCommentSchema],
  ['POST', '/api/governance/comments/:commentId/like', likeStateSchema],
  // Marketplace
  ['GET', '/api/marketplace/listings', listingsPageSchema],
  ['POST', '/api/marketplace/listings', listingSchema],
  ['GET', '/api/marketplace/listings/:listingId', listingSchema],
  ['PUT', '/api/marketplace/listings/:listingId', listingSchema],
  ['DELETE', '/api/marketplace/listings/:listingId', listingDeletedSchema],
  ['POST', '/api/marketplace/listings/:listingId/sold', listingSchema],
  ['POST', '/api/marketplace/listings/:listingId/save', saveToShoppingResultSchema],
  ['DELETE', '/api/marketplace/listings/:listingId/save', listingSchema],
  ['GET', '/api/marketplace/mine', z.object({ listings: z.array(listingSchema) })],
  ['GET', '/api/marketplace/saved', z.object({ listings: z.array(listingSchema) })],
  // Moderation, roles, verification
  ['POST', '/api/reports', reportCreatedSchema],
  ['GET', '/api/moderation/access', moderationAccessSchema],
  ['GET', '/api/moderation/queue', moderationQueueSchema],
  ['GET', '/api/moderation/audit', auditLogSchema],
  ['GET', '/api/moderation/members/:userId', memberStandingSchema],
  ['GET', '/api/moderation/suspensions', suspensionsSchema],
  ['POST', '/api/moderation/suspensions', moderationResultSchema],
  ['DELETE', '/api/moderation/suspensions/:userId', moderationResultSchema],
  ['POST', '/api/moderation/remove', moderationResultSchema],
  ['POST', '/api/moderation/dismiss', moderationResultSchema],
  ['PUT', '/api/roles/site/:userId', siteRoleSetSchema],
  ['GET', '/api/verification/status', verificationStatusSchema],
  ['POST', '/api/verification/requests', verificationStatusSchema],
  ['GET', '/api/verification/requests', pendingVerificationsSchema],
  ['POST', '/api/verification/requests/:id/approve', verificationDecisionSchema],
  ['POST', '/api/verification/requests/:id/reject', verificationDecisionSchema],
  // The wall and its arcade
  ['GET', '/api/walls/:ownerId', wallSchema],
  ['PUT', '/api/walls/me', wallSchema],
  ['GET', '/api/arcade/scores', highScoresSchema],
  ['POST', '/api/arcade/scores', highScoresSchema],
  ['POST', '/api/arcade/games', startedGameSchema],
];

/** Literal segments first, so `/api/circles/discover` is not read as `/api/circles/:circleId`. */
const routes = contracts
  .map(([method, path, schema]) => ({
    method,
    path,
    schema,
    pattern: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`),
    params: (path.match(/:\w+/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);

/** The contract schema of a route, or undefined when the web app does not call it. */
export function responseContractOf(method: string, path: string) {
  const pathname = path.split('?')[0] ?? path;
  return routes.find((route) => route.method === method.toUpperCase() && route.pattern.test(pathname));
}

/**
 * Throws when a successful JSON answer of a listed route does not match its contract schema, naming the route and
 * the first issues; errors (4xx, 5xx) and routes the web app does not call are left alone.
 */
export function checkResponseContract(method: string, path: string, status: number, body: unknown) {
  if (status < 200 || status >= 300 || body === null || typeof body !== 'object') return;
  const route = responseContractOf(method, path);
  if (!route) return;
  const result = route.schema.safeParse(body);
  if (result.success) return;
  const issues = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new Error(
    `${method} ${path} answered outside its contract (${route.method} ${route.path}): ${issues}`,
  );
}

/** The same check for a notification the live stream sends (what the web app's stream reads on trust). */
export function checkNotificationEvent(data: string) {
  const result = notificationSchema.safeParse(JSON.parse(data));
  if (!result.success)
    throw new Error(`A notification event broke its contract: ${result.error.issues[0]?.message ?? ''}`);
}
