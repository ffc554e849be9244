-- Reports, suspensions and the moderation audit log (issue #17).

-- A member's report of a post, comment, member or circle. One open report per reporter and item; a moderator's
-- decision closes every open report about the item at once.
create table reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null references users (id) on delete cascade,
  target_type text not null check (target_type in ('post', 'comment', 'member', 'circle')),
  target_id text not null,
  -- The circle the item lives in (the circle itself for a circle): its owner and moderators see the report.
  -- Null for a member: only site moderators and admins see those.
  circle_id text references circles (id) on delete cascade,
  reason text not null check (reason in
    ('spam', 'harassment', 'hate', 'violence', 'nudity', 'misinformation', 'impersonation', 'other')),
  details text,
  status text not null default 'open' check (status in ('open', 'dismissed', 'actioned')),
  resolved_by uuid references users (id) on delete set null,
  resolved_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index reports_one_open_idx on reports (reporter_id, target_type, target_id) where status = 'open';
create index reports_open_target_idx on reports (target_type, target_id) where status = 'open';
create index reports_open_circle_idx on reports (circle_id, created_at) where status = 'open';

-- An active or past suspension; lifting deletes the row. until null: for good.
create table suspensions (
  user_id uuid primary key references users (id) on delete cascade,
  until timestamptz,
  reason text not null,
  suspended_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);

-- Every moderation action: who, what, which item, why, when. The summary keeps what the item was, since the
-- content itself may be gone.
create table moderation_actions (
  id bigint generated always as identity primary key,
  actor_id uuid references users (id) on delete set null,
  action text not null check (action in ('dismiss', 'remove', 'suspend', 'lift')),
  target_type text not null check (target_type in ('post', 'comment', 'member', 'circle')),
  target_id text not null,
  circle_id text references circles (id) on delete set null,
  summary text not null default '',
  reason text not null default '',
  created_at timestamptz not null default now()
);
create index moderation_actions_circle_idx on moderation_actions (circle_id, id desc);
