import type { CircleRole } from '@circles/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { ImageSizeJson, ImageVariantJson, Timestamp } from './schema-columns';

/** Circles and what members share in them: posts, media, comments, likes, notifications. */

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
  /** Grows when its name or type changes (post cards show both; migration 0030, posts/kept/post-cards.ts). */
  card_version: ColumnType<string, never, never>;
  /** A private circle its owner hid (issue #41, migration 0037): not even its header by link for non-members. */
  is_hidden: Generated<boolean>;
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
  /** Migration 0039: the marketplace listing showing this photo. */
  listing_id: string | null;
  /** Migration 0040: the direct message carrying this photo. */
  message_id: number | null;
  on_wall: Generated<boolean>;
  created_at: Timestamp;
  /** Migration 0046 (issue #52): where a video or audio is in the ffmpeg pipeline; images are always 'done'. */
  processing: Generated<MediaProcessingState>;
  processing_progress: Generated<number>;
  processing_error: string | null;
  processing_claimed_by: string | null;
  processing_claimed_until: Timestamp | null;
  processing_attempts: Generated<number>;
  duration_ms: number | null;
  /** A video's poster frame, stored beside it with narrower copies. */
  poster: ColumnType<PosterJson | null, string | null | undefined, string | null>;
  /** The post waiting for this upload to be processed (pending_posts). */
  pending_post_id: string | null;
};

/** A video's poster frame (JPEG beside it) and its narrower copies, with their sizes in bytes for serving. */
export type PosterJson = { width: number; height: number; size: number; variants: ImageVariantJson[] };

/** Migration 0046: queued (no one served), backfill (stored before #52, served as it was), done, failed. */
export type MediaProcessingState = 'queued' | 'backfill' | 'done' | 'failed';

/** A post whose media is still being processed (migration 0046): only its author sees it meanwhile. */
export type PendingPostsTable = {
  id: Generated<string>;
  author_id: string;
  circle_id: string;
  input: ColumnType<Record<string, unknown>, string, string>;
  failed_message: string | null;
  created_at: Timestamp;
};

/** Per media file of a post, keyed by its URL (posts.media_info, migration 0046). */
export type MediaInfoJson = Record<
  string,
  { width: number | null; height: number | null; durationMs: number | null; poster: ImageSizeJson | null }
>;

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
  /** Width, height, duration and poster of each video or audio file (migration 0046); null without one. */
  media_info: ColumnType<MediaInfoJson | null, string | null | undefined, string | null>;
  /** The post's words for full-text search (migration 0017), generated by the database; read only in raw SQL. */
  search_vector: ColumnType<string | null, never, never>;
  /** Grows on every change to the post: its card shows nearly all of it (migration 0030, posts/kept/post-cards.ts). */
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
  type:
    | 'comment'
    | 'post'
    | 'like'
    | 'mention'
    | 'circle_invite'
    | 'other'
    | 'proposal_closed'
    | 'policy_changed';
  title: string;
  message: string;
  action_url: string | null;
  circle_id: string | null;
  actor_id: string | null;
  /** The message after the actor's name (issue #37): shown after the actor's current name, read from users. */
  message_after_actor: string | null;
  /** What it says, for each reader's language (issue #53): a key of contracts' notificationTexts and its values. */
  text_key: string | null;
  text_values: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  dedupe_key: string | null;
  read: Generated<boolean>;
  read_at: Date | null;
  created_at: Timestamp;
  /** When Web Push delivered it (claimed by one process), or null. */
  pushed_at: Date | null;
};

export type FavoritesTable = {
  user_id: string;
  post_id: string;
  created_at: Timestamp;
};
