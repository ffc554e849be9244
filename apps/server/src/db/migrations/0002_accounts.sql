-- Members and their authentication (better-auth's user/session/account/verification/rateLimit models,
-- mapped onto snake_case tables; see auth/auth.ts). users is both the auth identity and the profile row.
create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  email_verified boolean not null default false,
  full_name text not null,
  first_name text not null,
  last_name text not null,
  user_handle text not null,
  avatar_url text,
  manual_verification boolean not null default false,
  icon1_code text,
  icon2_code text,
  icon3_code text,
  profile_completed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_email_unique unique (email),
  constraint users_handle_unique unique (user_handle),
  constraint users_handle_format check (user_handle ~ '^[a-z0-9_]{3,30}$')
);

-- The last three of the six icons picked at profile setup: kept for identity checks, never shown.
create table user_security_icons (
  user_id uuid primary key references users (id) on delete cascade,
  icon4_code text not null,
  icon5_code text not null,
  icon6_code text not null,
  updated_at timestamptz not null default now()
);

create table auth_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  token text not null unique,
  expires_at timestamptz not null,
  ip_address text,
  user_agent text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index auth_sessions_user_idx on auth_sessions (user_id);

create table auth_accounts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  account_id text not null,
  provider_id text not null,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index auth_accounts_user_idx on auth_accounts (user_id);

create table auth_verifications (
  id uuid primary key default gen_random_uuid(),
  identifier text not null,
  value text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index auth_verifications_identifier_idx on auth_verifications (identifier);

-- Rate-limit counters live in the database so a limit holds across server processes.
create table auth_rate_limits (
  id uuid primary key default gen_random_uuid(),
  key text not null unique,
  count integer not null,
  last_request bigint not null
);

-- The dev outbox: mail that would have been sent when no SMTP_URL is set (browsable at /dev/mailbox).
create table dev_mailbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  link text,
  created_at timestamptz not null default now()
);
create index dev_mailbox_to_idx on dev_mailbox (to_address, id desc);
