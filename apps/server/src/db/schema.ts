import type {
  CircleRole,
  ModerationAction,
  PreferenceKey,
  ReportReason,
  ReportTargetType,
  SiteRole,
  VerificationStatus,
} from '@circles/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables written by migrations/. Keep in step with the SQL (db/schema-drift.test.ts). */

/** A narrower copy of a posted photo (media_uploads.variants). */
export type ImageVariantJson = { width: number; height: number; size: number };
/** A post's photo: its size and the widths it is also stored at (posts.image_size). */
export type ImageSizeJson = { width: number; height: number; widths: number[] };
/** Timestamps default to now() on insert, so they are optional there. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type WaitlistTable = {
  id: Generated<number>;
  email: string;
  created_at: Timestamp;
};

export type UsersTable = {
  id: Generated<string>;
  email: string;
  email_verified: Generated<boolean>;
  full_name: string;
  first_name: string;
  last_name: string;
  user_handle: string;
  avatar_url: string | null;
  manual_verification: Generated<boolean>;
  icon1_code: string | null;
  icon2_code: string | null;
  icon3_code: string | null;
  profile_completed: Generated<boolean>;
  bio: Generated<string>;
  /** When a requested account deletion falls due (issue #18); null when none is pending. */
  deletion_scheduled_at: Date | null;
  role: Generated<SiteRole>;
  /** When the account was erased: the row is a tombstone since. */
  erased_at: Date | null;
  last_active_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Grows when a field post cards show changes (migration 0030, posts/card-cache.ts); raw SQL only. */
  card_version: ColumnType<string, never, never>;
};

export type UserSecurityIconsTable = {
  user_id: string;
  icon4_code: string;
  icon5_code: string;
  icon6_code: string;
  updated_at: Timestamp;
};

export type AuthSessionsTable = {
  id: Generated<string>;
  user_id: string;
  token: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set when the session was opened with a passkey (a fresh one confirms like a password). */
  passkey_verified_at: Date | null;
};

/** better-auth's passkey model (issue #18). */
export type AuthPasskeysTable = {
  id: Generated<string>;
  user_id: string;
  name: string | null;
  public_key: string;
  credential_id: string;
  counter: number;
  device_type: string;
  backed_up: boolean;
  transports: string | null;
  aaguid: string | null;
  created_at: Date | null;
};

export type AuthAccountsTable = {
  id: Generated<string>;
  user_id: string;
  account_id: string;
  provider_id: string;
  password: string | null;
  /** OAuth fields of better-auth's account model; email and password accounts leave them null. */
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Date | null;
  refresh_token_expires_at: Date | null;
  scope: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AuthVerificationsTable = {
  id: Generated<string>;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AuthRateLimitsTable = {
  id: Generated<string>;
  key: string;
  count: number;
  last_request: number;
};

export type DevMailboxTable = {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  link: string | null;
  created_at: Timestamp;
};

export type IconsTable = {
  icon_id: Generated<number>;
  icon_code: string;
  icon_name: string;
  category: string;
};

export type CircleType = 'personal' | 'public' | 'private';
export type MembershipStatus = 'member' | 'pending';

export type CirclesTable = {
  id: Generated<string>;
  name: string;
  type: CircleType;
  description: string | null;
  category: string | null;
  personal_kind: string | null;
  owner_id: string | null;
  links_count: Generated<number>;
  photos_count: Generated<number>;
  videos_count: Generated<number>;
  created_at: Timestamp;
  /** Grows when its name or type changes (post cards show both; migration 0030, posts/card-cache.ts). */
  card_version: ColumnType<string, never, never>;
};

/** A member's request to join a private circle (issue #17); not a membership until approved. */
export type CircleJoinRequestsTable = {
  circle_id: string;
  user_id: string;
  message: string | null;
  created_at: Timestamp;
};

export type CircleMembershipsTable = {
  circle_id: string;
  user_id: string;
  status: MembershipStatus;
  role: Generated<CircleRole>;
  invited_by: string | null;
  created_at: Timestamp;
};

export type MediaUploadsTable = {
  id: Generated<string>;
  owner_id: string;
  bucket: 'posts' | 'avatars' | 'wall';
  path: string;
  kind: 'image' | 'video' | 'audio';
  content_type: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  /** Narrower copies of a posted photo (migration 0029), narrowest first. */
  variants: ColumnType<
    ImageVariantJson[],
    ImageVariantJson[] | string | undefined,
    ImageVariantJson[] | string
  >;
  post_id: string | null;
  on_wall: Generated<boolean>;
  created_at: Timestamp;
};

/** A per-language media map, e.g. { original: 'english', english: '/media/posts/…' }. */
export type MediaSourceJson = Record<string, string>;

export type PostsTable = {
  id: Generated<string>;
  author_id: string;
  circle_id: string;
  content: string;
  image_url: string | null;
  video_source: ColumnType<MediaSourceJson | null, string | null | undefined, string | null>;
  audio_source: ColumnType<MediaSourceJson | null, string | null | undefined, string | null>;
  views: Generated<number>;
  likes_count: Generated<number>;
  comments_count: Generated<number>;
  shares_count: Generated<number>;
  created_at: Timestamp;
  edited_at: Timestamp | null;
  media_alt: string | null;
  /** The photo's size and its narrower copies' widths (migration 0029); null without a photo. */
  image_size: ColumnType<ImageSizeJson | null, string | null | undefined, string | null>;
  /** The post's words for full-text search (migration 0017), generated by the database; read only in raw SQL. */
  search_vector: ColumnType<string | null, never, never>;
  /** Grows on every change to the post: its card shows nearly all of it (migration 0030, posts/card-cache.ts). */
  card_version: ColumnType<string, never, never>;
};

/** Earlier texts of an edited post (for moderators), oldest first. */
export type PostEditsTable = {
  id: Generated<number>;
  post_id: string;
  previous_content: string;
  edited_at: Timestamp;
};

export type MutesTable = {
  user_id: string;
  target_type: 'member' | 'circle';
  target_id: string;
  created_at: Timestamp;
};

export type PostViewsTable = { post_id: string; user_id: string; created_at: Timestamp };
export type NotificationEmailStateTable = {
  user_id: string;
  last_digest_at: Timestamp | null;
};
export type PostSharesTable = { post_id: string; user_id: string; created_at: Timestamp };

export type LikesTable = {
  likeable_type: 'post' | 'comment';
  likeable_id: string;
  user_id: string;
  created_at: Timestamp;
};

export type CommentsTable = {
  id: Generated<string>;
  post_id: string;
  user_id: string;
  parent_id: string | null;
  content: string;
  is_deleted: Generated<boolean>;
  likes_count: Generated<number>;
  edited_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type NotificationsTable = {
  id: Generated<number>;
  user_id: string;
  type: 'comment' | 'post' | 'like' | 'mention' | 'circle_invite' | 'other';
  title: string;
  message: string;
  action_url: string | null;
  circle_id: string | null;
  actor_id: string | null;
  dedupe_key: string | null;
  read: Generated<boolean>;
  read_at: Date | null;
  created_at: Timestamp;
  /** When Web Push delivered it (claimed by one process), or null. */
  pushed_at: Date | null;
};

export type BlocksTable = {
  blocker_id: string;
  blocked_id: string;
  created_at: Generated<Date>;
};

export type PushSubscriptionsTable = {
  id: Generated<string>;
  user_id: string;
  /** The session that saved it: the subscription ends with it (issue #37). */
  session_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Generated<Date>;
};

export type UserPreferencesTable = {
  user_id: string;
  preference_key: PreferenceKey;
  preference_value: string;
  updated_at: Timestamp;
};

export type FavoritesTable = {
  user_id: string;
  post_id: string;
  created_at: Timestamp;
};

export type GovernancePoliciesTable = {
  id: string;
  title: string;
  description: string;
  version: string;
  current_policy: string;
  position: number;
};

export type GovernanceProposalsTable = {
  id: string;
  policy_id: string;
  title: string;
  description: string;
  position: number;
};

export type VoteChoice = 'for' | 'against';

export type GovernanceVotesTable = {
  proposal_id: string;
  user_id: string;
  choice: VoteChoice;
  updated_at: Timestamp;
};

export type GovernanceCommentsTable = {
  id: Generated<string>;
  proposal_id: string;
  user_id: string;
  content: string;
  created_at: Timestamp;
};

export type GovernanceCommentLikesTable = {
  comment_id: string;
  user_id: string;
  created_at: Timestamp;
};

export type MarketplaceListingsTable = {
  id: string;
  category: string;
  title: string;
  description: string;
  price_cents: number;
  location: string;
  seller_name: string;
  created_at: Timestamp;
  /** Generated by the database (tsvector); never written. */
  /** Generated by the database from the listing's words; never written. */
  search: ColumnType<string | null, never, never>;
};

export type MarketplaceSavesTable = {
  user_id: string;
  listing_id: string;
  created_at: Timestamp;
};

export type WallsTable = {
  user_id: string;
  version: number;
  background: string;
  /** The elements as JSON: read as parsed values, written as JSON text. */
  elements: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
};

export type GameScoresTable = {
  id: Generated<string>;
  user_id: string;
  mode: 'invaders' | 'warp';
  score: number;
  duration_ms: number;
  created_at: Timestamp;
};

/** Verified Identity requests (issue #17); the photo is in private storage until the decision. */
export type VerificationRequestsTable = {
  id: Generated<string>;
  user_id: string;
  status: Generated<VerificationStatus>;
  note: string | null;
  photo_path: string | null;
  photo_content_type: string | null;
  photo_size_bytes: number | null;
  reason: string | null;
  reviewer_id: string | null;
  created_at: Timestamp;
  decided_at: Date | null;
};

/** Reports, suspensions and the moderation audit log (issue #17). */
export type ReportsTable = {
  id: Generated<string>;
  reporter_id: string;
  target_type: ReportTargetType;
  target_id: string;
  circle_id: string | null;
  /** Whose item it is: the author, the member, the circle's owner (issue #37: they never review it). */
  target_owner_id: string | null;
  reason: ReportReason;
  details: string | null;
  status: Generated<'open' | 'dismissed' | 'actioned'>;
  resolved_by: string | null;
  resolved_at: Date | null;
  created_at: Timestamp;
};

export type SuspensionsTable = {
  user_id: string;
  until: Date | null;
  reason: string;
  suspended_by: string | null;
  created_at: Timestamp;
};

export type ModerationActionsTable = {
  id: Generated<number>;
  actor_id: string | null;
  action: ModerationAction;
  target_type: ReportTargetType;
  target_id: string;
  circle_id: string | null;
  summary: Generated<string>;
  reason: Generated<string>;
  created_at: Timestamp;
};

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
  governance_votes: GovernanceVotesTable;
  governance_comments: GovernanceCommentsTable;
  governance_comment_likes: GovernanceCommentLikesTable;
  marketplace_listings: MarketplaceListingsTable;
  marketplace_saves: MarketplaceSavesTable;
  walls: WallsTable;
  game_scores: GameScoresTable;
  verification_requests: VerificationRequestsTable;
};
