-- Favorites: posts a member saved. Whether the member may still see a saved post is decided at read time by
-- the circle access rule, so a favorite of a post in a circle the member left is kept but never shown.
create table favorites (
  user_id uuid not null references users (id) on delete cascade,
  post_id uuid not null references posts (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, post_id)
);
create index favorites_user_recent_idx on favorites (user_id, created_at desc, post_id desc);
