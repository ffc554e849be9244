/**
 * Every API route the attack suite drives, from docs/api.md: one row per route. Add a row for a new route and the
 * access matrix, the fuzzer and the cross-origin checks cover it.
 *
 * Path placeholders are filled from the scene (a private circle with a post, a comment, an upload):
 * :circleId, :postId, :ownPostId (the author's post to edit or delete), :commentId, :userId, :file, :notificationId, :key, :bucket, :handle (the author's),
 * :proposalId, :governanceCommentId, :listingId, :ownListingId (the author's own listing), :memberId and :memberHandle (the member's, whose profile and
 * wall only circle members may see), :conversationId and :ownMessageId (the author's and the member's direct conversation, and the
 * author's message in it).
 */
export type Access =
  /** anyone, signed in or not */
  | 'public'
  /** any signed-in member; must never show the private circle's content to outsiders */
  | 'member'
  /** the private circle's content: members and its author only */
  | 'circle'
  /** the private circle's content, and only the author of the comment or upload may act */
  | 'author'
  /** no session needed, but the suite's forged token must be refused for everyone (the email unsubscribe link) */
  | 'token'
  /** closed on purpose (better-auth's own profile edit, email change, account deletion): refused to everyone */
  | 'closed';

export type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  access: Access;
  /** A valid body (JSON unless `raw`), filled from the scene like the path. */
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  /** The body is a file (uploads). */
  raw?: boolean;
  /** A pending invitee may do this (accept or deny the invitation). */
  pendingMay?: boolean;
  /** Changes the actor's own state: the matrix does not run it for those allowed to (only the refusals). */
  mutates?: boolean;
  /** An SSE stream: the matrix reads only the status. */
  stream?: boolean;
  /**
   * better-auth's routes. Public ones are left out of the matrix and fuzzed as an anonymous client only (unless
   * `throwaway`); member ones (access `member` or `closed`) are in the matrix and fuzzed with a session, as the
   * API's member routes are.
   */
  auth?: boolean;
  /**
   * Ends or changes the session, the password or the email (sign-out, revoking, a new password...): the matrix,
   * the cross-origin checks and the fuzzer send it only on a fresh session of a throwaway member
   * (`Scene.throwaways`), never on the scene's own members.
   */
  throwaway?: boolean;
  /** Not under /api. */
  outsideApi?: boolean;
  /** The route's own body limit in bytes when larger than the API's 64 KB (the fuzzer's huge body exceeds it). */
  bodyLimit?: number;
};

/** A well-formed id of no member or post: writes aimed at it change nothing. */
const nobody = '00000000-0000-4000-8000-000000000000';

/**
 * A better-auth route that ends or changes the session, the password or the account (or is closed on purpose): sent
 * only on a throwaway member's fresh session, never on the scene's.
 */
const onThrowawaySession = (access: Access, path: string, body: Record<string, unknown>): Route => ({
  method: 'POST',
  path,
  access,
  auth: true,
  throwaway: true,
  mutates: true,
  body,
});

export const routes: Route[] = [
  { method: 'GET', path: '/health', access: 'public' },
  {
    method: 'POST',
    path: '/waitlist',
    access: 'public',
    body: { email: 'attack-wait@example.com' },
    mutates: true,
  },

  {
    method: 'POST',
    path: '/auth/sign-up/email',
    access: 'public',
    auth: true,
    mutates: true,
    body: {
      firstName: 'Eve',
      lastName: 'Attacker',
      email: 'eve-fuzz@example.com',
      password: 'Correct1horse',
      name: 'Eve',
    },
  },
  {
    method: 'POST',
    path: '/auth/sign-in/email',
    access: 'public',
    auth: true,
    mutates: true,
    body: { email: 'eve-fuzz@example.com', password: 'Correct1horse' },
  },
  { method: 'GET', path: '/auth/get-session', access: 'public', auth: true },
  {
    method: 'POST',
    path: '/auth/request-password-reset',
    access: 'public',
    auth: true,
    mutates: true,
    body: { email: 'eve-fuzz@example.com' },
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    access: 'public',
    auth: true,
    mutates: true,
    body: { token: 'no-such-token', newPassword: 'Brand9newpass' },
  },
  {
    method: 'POST',
    path: '/auth/send-verification-email',
    access: 'public',
    auth: true,
    mutates: true,
    body: { email: 'eve-fuzz@example.com' },
  },
  {
    method: 'GET',
    path: '/auth/verify-email',
    access: 'public',
    auth: true,
    query: { token: 'no-such-token' },
  },

  // better-auth's passkey sign-in: no session needed (and no challenge asked for, so refused early).
  {
    method: 'POST',
    path: '/auth/passkey/verify-authentication',
    access: 'public',
    auth: true,
    mutates: true,
    body: { response: { id: 'Zm9yZ2Vk', rawId: 'Zm9yZ2Vk', type: 'public-key', response: {} } },
  },

  // better-auth's member routes (issue #37): fuzzed with the scene's sessions, which none of them can end.
  { method: 'GET', path: '/auth/list-sessions', access: 'member', auth: true },
  { method: 'GET', path: '/auth/list-accounts', access: 'member', auth: true },
  { method: 'GET', path: '/auth/passkey/list-user-passkeys', access: 'member', auth: true },
  {
    method: 'GET',
    path: '/auth/passkey/generate-register-options',
    access: 'member',
    auth: true,
    query: { authenticatorAttachment: 'platform', name: 'attack' },
  },
  // The suite has no authenticator: a registration is refused (400) for everyone, as are the rows below whose
  // targets are nobody's (a passkey, a social provider, a password) — the matrix checks the refusals only.
  {
    method: 'POST',
    path: '/auth/passkey/verify-registration',
    access: 'member',
    auth: true,
    mutates: true,
    body: {
      response: { id: 'Zm9yZ2Vk', rawId: 'Zm9yZ2Vk', type: 'public-key', response: {} },
      name: 'Attack key',
    },
  },
  {
    method: 'POST',
    path: '/auth/passkey/delete-passkey',
    access: 'member',
    auth: true,
    mutates: true,
    body: { id: nobody },
  },
  {
    method: 'POST',
    path: '/auth/passkey/update-passkey',
    access: 'member',
    auth: true,
    mutates: true,
    body: { id: nobody, name: 'Attack key' },
  },
  {
    method: 'GET',
    path: '/auth/account-info',
    access: 'member',
    auth: true,
    mutates: true,
    query: { accountId: nobody },
  },
  {
    method: 'POST',
    path: '/auth/verify-password',
    access: 'member',
    auth: true,
    mutates: true,
    body: { password: 'not-the-password' },
  },
  {
    method: 'POST',
    path: '/auth/link-social',
    access: 'member',
    auth: true,
    mutates: true,
    body: { provider: 'github', callbackURL: '/' },
  },
  {
    method: 'POST',
    path: '/auth/get-access-token',
    access: 'member',
    auth: true,
    mutates: true,
    body: { providerId: 'github', accountId: nobody },
  },
  {
    method: 'POST',
    path: '/auth/refresh-token',
    access: 'member',
    auth: true,
    mutates: true,
    body: { providerId: 'github', accountId: nobody },
  },
  // Those that end or change the session or the password: on throwaway members' fresh sessions only.
  // Signing out without a session is a no-op better-auth answers 200: public, so out of the matrix.
  onThrowawaySession('public', '/auth/sign-out', {}),
  onThrowawaySession('member', '/auth/revoke-session', { token: 'no-such-token' }),
  onThrowawaySession('member', '/auth/revoke-sessions', {}),
  onThrowawaySession('member', '/auth/revoke-other-sessions', {}),
  // The same password again (a fuzzed new password that is accepted is followed by the fuzzer).
  onThrowawaySession('member', '/auth/change-password', {
    currentPassword: 'Correct1horse',
    newPassword: 'Correct1horse',
  }),
  onThrowawaySession('member', '/auth/update-session', { passkeyVerifiedAt: '2026-01-01T00:00:00.000Z' }),
  // Refused: the credential account is the member's only one.
  onThrowawaySession('member', '/auth/unlink-account', { providerId: 'credential' }),
  // Closed on purpose, and must stay closed (auth/routes.ts, auth/auth.ts): names and the avatar change through
  // PATCH /api/me, an account is deleted through POST /api/me/deletion, the email does not change. With the right
  // password, so that one opened by mistake shows.
  onThrowawaySession('closed', '/auth/update-user', {
    name: 'Eve Renamed',
    image: 'https://attacker.example/a.png',
  }),
  onThrowawaySession('closed', '/auth/change-email', { newEmail: 'eve-moved@example.com' }),
  onThrowawaySession('closed', '/auth/delete-user', { password: 'Correct1horse' }),
  {
    method: 'GET',
    path: '/auth/delete-user/callback',
    access: 'closed',
    auth: true,
    throwaway: true,
    mutates: true,
    query: { token: 'no-such-token' },
  },
  onThrowawaySession('closed', '/auth/set-password', { newPassword: 'Brand9newpass' }),

  { method: 'GET', path: '/me', access: 'member' },
  { method: 'GET', path: '/me/icons', access: 'member' },
  { method: 'PATCH', path: '/me', access: 'member', mutates: true, body: { bio: 'fuzz' } },
  { method: 'PUT', path: '/me/avatar', access: 'member', raw: true, mutates: true },
  { method: 'DELETE', path: '/me/avatar', access: 'member', mutates: true },
  // The author's profile and tabs: an outsider may open them (visibility `everyone`) but never see the private post.
  { method: 'GET', path: '/members/:handle', access: 'member' },
  { method: 'GET', path: '/members/:handle/posts', access: 'member', query: { kind: 'all', limit: '10' } },
  { method: 'GET', path: '/members/:handle/connections', access: 'member' },
  // The member's tabs and wall: visible to circle members only (the author shares the private circle with them).
  { method: 'GET', path: '/members/:memberHandle/posts', access: 'circle', query: { kind: 'all' } },
  { method: 'GET', path: '/walls/:memberId', access: 'circle' },
  {
    method: 'POST',
    path: '/me/profile-completion',
    access: 'member',
    mutates: true,
    body: { icons: ['U+1F600', 'U+1F601', 'U+1F602', 'U+1F603', 'U+1F604', 'U+1F605'] },
  },
  { method: 'GET', path: '/icons', access: 'member' },
  { method: 'GET', path: '/preferences', access: 'member' },
  { method: 'GET', path: '/preferences/:key', access: 'member' },
  { method: 'PUT', path: '/preferences/:key', access: 'member', mutates: true, body: { value: 'dark' } },
  { method: 'GET', path: '/circles', access: 'member' },
  {
    method: 'POST',
    path: '/circles',
    access: 'member',
    mutates: true,
    body: { name: 'Fuzz club', type: 'public' },
  },
  { method: 'GET', path: '/connections', access: 'member' },
  {
    method: 'GET',
    path: '/circles/discover',
    access: 'member',
    query: { list: 'trending', q: 'Private' },
  },
  { method: 'GET', path: '/feed/home', access: 'member', query: { limit: '10' } },
  // Search (issue #18): the private post's own words, so any leak to an outsider shows in the answer.
  { method: 'GET', path: '/feed/search', access: 'member', query: { q: 'SECRET POST', limit: '10' } },
  { method: 'GET', path: '/members', access: 'member', query: { q: 'attacker' } },
  // Each member's own data only: an outsider's export must not carry the private circle's post.
  { method: 'GET', path: '/me/export', access: 'member' },
  // Mutes (issue #17): a member's own list; a circle only when the member may see it (an invitee may).
  { method: 'GET', path: '/invitations', access: 'member' },
  { method: 'POST', path: '/invitations', access: 'member', mutates: true },
  {
    method: 'DELETE',
    path: '/invitations/00000000-0000-4000-8000-000000000000',
    access: 'member',
    mutates: true,
  },
  { method: 'GET', path: '/mutes', access: 'member' },
  { method: 'PUT', path: '/mutes/members/:userId', access: 'member', mutates: true },
  { method: 'DELETE', path: '/mutes/members/:userId', access: 'member', mutates: true },
  { method: 'PUT', path: '/mutes/circles/:circleId', access: 'circle', mutates: true, pendingMay: true },
  { method: 'DELETE', path: '/mutes/circles/:circleId', access: 'member', mutates: true },
  // Never with the right password: the suite's members must stay.
  {
    method: 'POST',
    path: '/me/deletion',
    access: 'member',
    mutates: true,
    body: { password: 'not-the-password' },
  },
  {
    method: 'GET',
    path: '/notifications',
    access: 'member',
    query: { limit: '20', offset: '0', unreadOnly: 'false' },
  },
  { method: 'GET', path: '/notifications/unread-count', access: 'member' },
  { method: 'POST', path: '/notifications/read-all', access: 'member', mutates: true },
  { method: 'POST', path: '/notifications/:notificationId/read', access: 'author', mutates: true },
  { method: 'GET', path: '/notifications/stream', access: 'member', stream: true },
  // The member saved the private post: an outsider's Favorites (and count) never show it.
  { method: 'GET', path: '/favorites', access: 'member', query: { limit: '10' } },
  { method: 'GET', path: '/favorites/count', access: 'member' },
  { method: 'DELETE', path: '/favorites/:postId', access: 'member', mutates: true },
  { method: 'GET', path: '/governance/policies', access: 'member' },
  {
    method: 'PUT',
    path: '/governance/proposals/:proposalId/vote',
    access: 'member',
    mutates: true,
    body: { choice: 'for' },
  },
  { method: 'GET', path: '/governance/proposals/:proposalId/comments', access: 'member' },
  {
    method: 'POST',
    path: '/governance/proposals/:proposalId/comments',
    access: 'member',
    mutates: true,
    body: { content: 'fuzz' },
  },
  { method: 'POST', path: '/governance/comments/:governanceCommentId/like', access: 'member', mutates: true },
  { method: 'GET', path: '/governance/stream', access: 'member', stream: true },
  // Members' proposals (issue #40); adopting is an admin's, refused to the suite's members by the service.
  { method: 'GET', path: '/governance/proposals/:proposalId', access: 'member' },
  { method: 'GET', path: '/governance/policies/ai-governance/history', access: 'member' },
  {
    method: 'POST',
    path: '/governance/policies/ai-governance/proposals',
    access: 'member',
    mutates: true,
    body: { title: 'Fuzz proposal', description: '', proposedText: 'fuzz' },
  },
  { method: 'POST', path: '/governance/proposals/:proposalId/adopt', access: 'member', mutates: true },
  { method: 'GET', path: '/marketplace/listings', access: 'member', query: { q: 'bike', limit: '10' } },
  { method: 'GET', path: '/marketplace/listings/:listingId', access: 'member' },
  { method: 'POST', path: '/marketplace/listings/:listingId/save', access: 'member', mutates: true },
  { method: 'DELETE', path: '/marketplace/listings/:listingId/save', access: 'member', mutates: true },
  { method: 'GET', path: '/marketplace/saved', access: 'member' },
  // Members' own listings (issue #40): anyone lists; only the seller (the author's :ownListingId) changes one.
  {
    method: 'POST',
    path: '/marketplace/listings',
    access: 'member',
    mutates: true,
    body: {
      title: 'Attack suite bike',
      description: 'A listing the suite writes.',
      category: 'sports',
      priceCents: 1000,
      currency: 'USD',
      condition: 'good',
      location: 'Nowhere',
      photos: [],
    },
  },
  {
    method: 'PUT',
    path: '/marketplace/listings/:ownListingId',
    access: 'author',
    mutates: true,
    body: {
      title: 'Attack suite bike, edited',
      description: 'A listing the suite writes.',
      category: 'sports',
      priceCents: 1000,
      currency: 'USD',
      condition: 'good',
      location: 'Nowhere',
      photos: [],
    },
  },
  { method: 'POST', path: '/marketplace/listings/:ownListingId/sold', access: 'author', mutates: true },
  { method: 'DELETE', path: '/marketplace/listings/:ownListingId', access: 'author', mutates: true },
  { method: 'GET', path: '/marketplace/mine', access: 'member' },
  // Direct messages (issue #40): the scene's conversation is the author's and the member's; nobody else may read
  // or write in it, and only the author deletes the author's message.
  { method: 'GET', path: '/messages/unread-count', access: 'member' },
  { method: 'GET', path: '/messages/conversations', access: 'member' },
  {
    method: 'POST',
    path: '/messages/conversations',
    access: 'member',
    body: { userId: ':memberId' },
    mutates: true,
  },
  { method: 'GET', path: '/messages/conversations/:conversationId', access: 'circle' },
  {
    method: 'GET',
    path: '/messages/conversations/:conversationId/messages',
    access: 'circle',
    query: { limit: '20' },
  },
  {
    method: 'POST',
    path: '/messages/conversations/:conversationId/messages',
    access: 'circle',
    body: { body: 'Attack suite message' },
    mutates: true,
  },
  {
    method: 'POST',
    path: '/messages/conversations/:conversationId/read',
    access: 'circle',
    body: { upToId: ':ownMessageId' },
    mutates: true,
  },
  { method: 'DELETE', path: '/messages/:ownMessageId', access: 'author', mutates: true },
  // Walls follow the owner's profile visibility; the author's (default `everyone`) opens for any member.
  { method: 'GET', path: '/walls/me', access: 'member' },
  {
    method: 'PUT',
    path: '/walls/me',
    access: 'member',
    mutates: true,
    body: { version: 0, background: 'none', elements: [] },
    // wallLimits.maxDocumentBytes (384 KB) + 16 KB, as in features/wall/routes.ts.
    bodyLimit: 400 * 1024,
  },
  { method: 'GET', path: '/walls/:userId', access: 'member' },
  { method: 'GET', path: '/arcade/scores', access: 'member' },
  { method: 'POST', path: '/arcade/games', access: 'member', mutates: true, body: { mode: 'invaders' } },
  {
    method: 'POST',
    path: '/arcade/scores',
    access: 'member',
    mutates: true,
    // A game the server never started: refused (409) for everyone, which the fuzzer's variations keep hitting.
    body: { gameId: '00000000-0000-4000-8000-000000000000', mode: 'invaders', score: 120, durationMs: 60000 },
  },
  { method: 'GET', path: '/email/unsubscribe', access: 'token', query: { token: 'forged.token' } },
  { method: 'POST', path: '/email/unsubscribe', access: 'token', body: { token: 'forged.token' } },
  {
    method: 'POST',
    path: '/media/:bucket',
    access: 'member',
    raw: true,
    mutates: true,
    query: { kind: 'image' },
  },

  // Anyone with a private circle's link sees its header and may ask to join (issue #17): never its content.
  { method: 'GET', path: '/circles/:circleId', access: 'member' },
  { method: 'POST', path: '/circles/:circleId/join', access: 'circle', pendingMay: true, mutates: true },
  // Issue #41: only the owner hides a private circle or shows it by link (the scene's circle stays visible).
  {
    method: 'PATCH',
    path: '/circles/:circleId/settings',
    access: 'author',
    mutates: true,
    body: { isHidden: false },
  },
  // Trust and safety (issue #17). The author is the install's first account, so the site's admin: 'author' rows
  // are admin (or circle owner) powers. Targets that would change the scene are ids of nobody.
  { method: 'GET', path: '/circles/:circleId/join-requests', access: 'author' },
  {
    method: 'POST',
    path: '/circles/:circleId/join-requests',
    access: 'member',
    mutates: true,
    body: { message: 'hi' },
  },
  { method: 'DELETE', path: '/circles/:circleId/join-requests/mine', access: 'member', mutates: true },
  {
    method: 'POST',
    path: `/circles/:circleId/join-requests/${nobody}/approve`,
    access: 'author',
    mutates: true,
  },
  {
    method: 'POST',
    path: `/circles/:circleId/join-requests/${nobody}/reject`,
    access: 'author',
    mutates: true,
    body: { reason: 'no' },
  },
  {
    method: 'PUT',
    path: `/roles/circles/:circleId/${nobody}`,
    access: 'author',
    mutates: true,
    body: { role: 'moderator' },
  },
  {
    method: 'PUT',
    path: `/roles/site/${nobody}`,
    access: 'author',
    mutates: true,
    body: { role: 'moderator' },
  },
  { method: 'GET', path: '/blocks', access: 'member' },
  { method: 'PUT', path: `/blocks/members/${nobody}`, access: 'member', mutates: true },
  { method: 'DELETE', path: `/blocks/members/${nobody}`, access: 'member', mutates: true },
  {
    method: 'POST',
    path: '/reports',
    access: 'circle',
    mutates: true,
    body: { targetType: 'post', targetId: ':postId', reason: 'spam' },
  },
  { method: 'GET', path: '/moderation/access', access: 'member' },
  { method: 'GET', path: '/moderation/queue', access: 'author' },
  { method: 'GET', path: '/moderation/suspensions', access: 'author' },
  { method: 'GET', path: '/moderation/audit', access: 'author' },
  {
    method: 'POST',
    path: '/moderation/dismiss',
    access: 'author',
    mutates: true,
    body: { targetType: 'post', targetId: ':postId' },
  },
  {
    method: 'POST',
    path: '/moderation/remove',
    access: 'author',
    mutates: true,
    body: { targetType: 'post', targetId: nobody, reason: 'spam' },
  },
  {
    method: 'POST',
    path: '/moderation/suspensions',
    access: 'author',
    mutates: true,
    body: { userId: nobody, days: 1, reason: 'spam' },
  },
  { method: 'DELETE', path: `/moderation/suspensions/${nobody}`, access: 'author', mutates: true },
  { method: 'GET', path: '/verification/status', access: 'member' },
  { method: 'GET', path: '/verification/requests', access: 'author' },
  { method: 'GET', path: '/push/key', access: 'member' },
  // Issue #41: a test push to the member's own browsers (the scene has none).
  { method: 'POST', path: '/push/test', access: 'member' },

  { method: 'POST', path: '/circles/:circleId/leave', access: 'circle', pendingMay: true, mutates: true },
  { method: 'GET', path: '/circles/:circleId/members', access: 'circle' },
  {
    method: 'POST',
    path: '/circles/:circleId/invitations',
    access: 'circle',
    mutates: true,
    body: { email: 'nobody-here@example.com' },
  },
  { method: 'GET', path: '/circles/:circleId/invite-candidates', access: 'circle' },
  { method: 'GET', path: '/feed/circles/:circleId', access: 'circle', query: { limit: '10' } },
  { method: 'GET', path: '/feed/circles/:circleId/posts/:postId', access: 'circle' },
  { method: 'GET', path: '/feed/circles/:circleId/posts/:postId/page', access: 'circle' },
  {
    method: 'POST',
    path: '/posts',
    access: 'circle',
    mutates: true,
    body: { circleId: ':circleId', content: 'fuzz' },
  },
  { method: 'GET', path: '/posts/:postId/comments', access: 'circle' },
  {
    method: 'POST',
    path: '/posts/:postId/comments',
    access: 'circle',
    mutates: true,
    body: { content: 'fuzz' },
  },
  {
    method: 'PATCH',
    path: '/comments/:commentId',
    access: 'author',
    mutates: true,
    body: { content: 'edited' },
  },
  { method: 'DELETE', path: '/comments/:commentId', access: 'author', mutates: true },
  {
    method: 'POST',
    path: '/likes/toggle',
    access: 'circle',
    mutates: true,
    body: { likeableType: 'post', likeableId: ':postId' },
  },
  { method: 'GET', path: '/likes/post/:postId', access: 'circle' },
  { method: 'POST', path: '/posts/:postId/shares', access: 'circle', mutates: true },
  {
    method: 'PATCH',
    path: '/posts/:ownPostId',
    access: 'author',
    mutates: true,
    body: { content: 'edited' },
  },
  { method: 'DELETE', path: '/posts/:ownPostId', access: 'author', mutates: true },
  { method: 'PUT', path: '/favorites/:postId', access: 'circle', mutates: true },
  { method: 'DELETE', path: '/media/:bucket/:userId/:file', access: 'author', mutates: true },
  { method: 'GET', path: '/media/:bucket/:userId/:file', access: 'circle', outsideApi: true },
];
