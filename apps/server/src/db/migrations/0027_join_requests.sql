-- Join requests for private circles (issue #17). A table of their own, not a third membership status: every
-- existing rule reads circle_memberships (who sees what, counts, connections, discover and search, invite
-- candidates, the sidebar), and a request must change none of them. It only asks; an owner or moderator decides.
create table circle_join_requests (
  circle_id text not null references circles (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  message text check (message is null or length(message) <= 500),
  created_at timestamptz not null default now(),
  primary key (circle_id, user_id)
);
-- A member's own requests (account erasure, "Request pending" on the circle page goes by the primary key).
create index circle_join_requests_user_idx on circle_join_requests (user_id);
