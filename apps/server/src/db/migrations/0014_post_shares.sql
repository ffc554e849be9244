-- Shares of a post (issue #20): one per member and post, like views, so the count is people who shared it.
create table post_shares (
  post_id uuid not null references posts (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);
