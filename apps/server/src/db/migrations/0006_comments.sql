-- Comments with one level of replies: parent_id is null for top-level comments and always points at a
-- top-level comment otherwise. Deleting is soft (is_deleted) so replies stay under a removed comment.
create table comments (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references posts (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  parent_id uuid references comments (id) on delete cascade,
  content text not null check (length(content) between 1 and 2000),
  is_deleted boolean not null default false,
  likes_count integer not null default 0 check (likes_count >= 0),
  edited_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index comments_top_level_idx on comments (post_id, created_at desc, id desc) where parent_id is null;
create index comments_replies_idx on comments (parent_id, created_at, id) where parent_id is not null;
