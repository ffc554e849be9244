-- Mutes (issue #17): a member's or a circle's posts leave the muter's feeds, and they notify the muter no more.
-- The muted side is never told. target_id is a member's id or a circle's id (circle ids are text).
create table mutes (
  user_id uuid not null references users (id) on delete cascade,
  target_type text not null check (target_type in ('member', 'circle')),
  target_id text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, target_type, target_id)
);
