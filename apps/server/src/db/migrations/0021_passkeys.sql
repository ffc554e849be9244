-- Passkeys (issue #18; the Verified Identity plan promises passkey authentication, docs/product.md §Product):
-- better-auth's passkey model, mapped onto snake_case like the other auth tables (see auth/auth.ts).
create table auth_passkeys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  name text,
  public_key text not null,
  credential_id text not null,
  counter integer not null default 0,
  device_type text not null,
  backed_up boolean not null default false,
  transports text,
  aaguid text,
  created_at timestamptz default now()
);
create index auth_passkeys_user_idx on auth_passkeys (user_id);
create unique index auth_passkeys_credential_idx on auth_passkeys (credential_id);

-- When this session was opened with a passkey: a fresh one confirms what a password would (deleting the account).
alter table auth_sessions add column passkey_verified_at timestamptz;
