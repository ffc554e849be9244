/**
 * Kysely's view of the tables written by migrations/, one file per area. Keep in step with the SQL
 * (db/schema-drift.test.ts).
 */
import type {
  AuthAccountsTable,
  AuthPasskeysTable,
  AuthRateLimitsTable,
  AuthSessionsTable,
  AuthVerificationsTable,
  BlocksTable,
  DevMailboxTable,
  IconsTable,
  PushSubscriptionsTable,
  UserPreferencesTable,
  UserSecurityIconsTable,
  UsersTable,
  WaitlistTable,
} from './schema-accounts';
import type {
  ArcadeGamesTable,
  GameScoresTable,
  GovernanceCommentLikesTable,
  GovernanceCommentsTable,
  GovernancePoliciesTable,
  GovernancePolicyVersionsTable,
  GovernanceProposalsTable,
  GovernanceVotesTable,
  MarketplaceListingsTable,
  MarketplaceSavesTable,
  ModerationActionsTable,
  ReportsTable,
  SuspensionsTable,
  VerificationRequestsTable,
  WallsTable,
} from './schema-community';
import type {
  CircleJoinRequestsTable,
  CircleMembershipsTable,
  CirclesTable,
  CommentsTable,
  FavoritesTable,
  LikesTable,
  MediaUploadsTable,
  MutesTable,
  NotificationEmailStateTable,
  NotificationsTable,
  PendingPostsTable,
  PostEditsTable,
  PostSharesTable,
  PostsTable,
  PostViewsTable,
} from './schema-content';
import type { InvitationsTable } from './schema-invitations';
import type { ConversationMembersTable, ConversationsTable, MessagesTable } from './schema-messages';
import type { JobRunsTable, MediaProcessesTable, ServerSettingsTable } from './schema-operations';

export type * from './schema-accounts';
export type * from './schema-columns';
export type * from './schema-community';
export type * from './schema-content';
export type * from './schema-invitations';
export type * from './schema-messages';
export type * from './schema-operations';

export type Database = {
  waitlist: WaitlistTable;
  users: UsersTable;
  user_security_icons: UserSecurityIconsTable;
  auth_sessions: AuthSessionsTable;
  auth_accounts: AuthAccountsTable;
  auth_passkeys: AuthPasskeysTable;
  auth_verifications: AuthVerificationsTable;
  auth_rate_limits: AuthRateLimitsTable;
  dev_mailbox: DevMailboxTable;
  icons: IconsTable;
  circles: CirclesTable;
  circle_memberships: CircleMembershipsTable;
  circle_join_requests: CircleJoinRequestsTable;
  media_uploads: MediaUploadsTable;
  posts: PostsTable;
  pending_posts: PendingPostsTable;
  post_edits: PostEditsTable;
  post_views: PostViewsTable;
  mutes: MutesTable;
  post_shares: PostSharesTable;
  notification_email_state: NotificationEmailStateTable;
  likes: LikesTable;
  comments: CommentsTable;
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  blocks: BlocksTable;
  reports: ReportsTable;
  suspensions: SuspensionsTable;
  moderation_actions: ModerationActionsTable;
  user_preferences: UserPreferencesTable;
  favorites: FavoritesTable;
  governance_policies: GovernancePoliciesTable;
  governance_proposals: GovernanceProposalsTable;
  governance_policy_versions: GovernancePolicyVersionsTable;
  governance_votes: GovernanceVotesTable;
  governance_comments: GovernanceCommentsTable;
  governance_comment_likes: GovernanceCommentLikesTable;
  marketplace_listings: MarketplaceListingsTable;
  marketplace_saves: MarketplaceSavesTable;
  walls: WallsTable;
  game_scores: GameScoresTable;
  arcade_games: ArcadeGamesTable;
  verification_requests: VerificationRequestsTable;
  server_settings: ServerSettingsTable;
  job_runs: JobRunsTable;
  media_processes: MediaProcessesTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  invitations: InvitationsTable;
};
