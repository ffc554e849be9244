-- Blocks (issue #17): the two members no longer see each other's profile, posts or comments, and neither can
-- comment on, like, invite or mention the other. The blocked member is not told.
create table blocks (
  blocker_id uuid not null references users (id) on delete cascade,
  blocked_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  constraint blocks_not_self check (blocker_id <> blocked_id)
);
-- Both directions are asked ("did either block the other?"): the primary key answers one, this the other.
create index blocks_blocked_idx on blocks (blocked_id, blocker_id);
