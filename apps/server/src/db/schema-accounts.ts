import type { PreferenceKey, SiteRole } from '@circles/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './schema-columns';

/** Members, their sign-in (better-auth's tables), devices and settings: the tables of who someone is. */

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
  /** When a process claimed this account's erasure (the claim lapses after an hour). */
  erasure_claimed_at: Date | null;
  last_active_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Grows when a field post cards show changes (migration 0030, posts/kept/post-cards.ts); raw SQL only. */
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
