-- Notifications for one recipient each. The id is monotonic, so it doubles as the SSE event id that a
-- reconnecting browser sends back (Last-Event-ID) to replay what it missed.
create table notifications (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  type text not null check (type in ('comment', 'post', 'like', 'mention', 'circle_invite', 'other')),
  title text not null,
  message text not null,
  action_url text,
  circle_id text references circles (id) on delete cascade,
  actor_id uuid references users (id) on delete set null,
  -- Set for events that must notify once only (a like, an invitation): one row per recipient and key.
  dedupe_key text,
  read boolean not null default false,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index notifications_user_idx on notifications (user_id, id desc);
create index notifications_unread_idx on notifications (user_id) where not read;
create unique index notifications_dedupe_idx on notifications (user_id, dedupe_key) where dedupe_key is not null;
