-- Invitation links (issue #41): a member makes a link that lets one new person sign up while INVITE_ONLY is on.
-- Only the token's SHA-256 is kept; a link works once, for 14 days, while its maker is not suspended. `used_at` is
-- set by the sign-up that takes it (a conditional update, so two sign-ups cannot both take it), `used_by` right
-- after the account is made. Revoking an unused link deletes it; erasure deletes a member's links.
create table invitations (
  id uuid primary key default gen_random_uuid(),
  created_by uuid not null references users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  used_by uuid references users (id) on delete set null
);
create index invitations_created_by_idx on invitations (created_by, created_at desc);
