-- Wall images get their own media bucket. An upload is on_wall while its owner's saved wall shows it; wall
-- uploads that are not (abandoned or removed from the wall) are swept after a day.
alter table media_uploads drop constraint media_uploads_bucket_check;
alter table media_uploads add constraint media_uploads_bucket_check check (bucket in ('posts', 'avatars', 'wall'));
alter table media_uploads add column on_wall boolean not null default false;
create index media_uploads_wall_orphans_idx on media_uploads (created_at) where bucket = 'wall' and not on_wall;

-- One wall per member: the whole document (background and elements) as one versioned jsonb value, so a save is
-- one conditional write and a stale version is refused rather than overwritten.
create table walls (
  user_id uuid primary key references users (id) on delete cascade,
  version integer not null check (version > 0),
  background text not null,
  elements jsonb not null,
  updated_at timestamptz not null default now()
);

-- Arcade scores; the top ten per member and overall are read by score.
create table game_scores (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  mode text not null check (mode in ('invaders', 'warp')),
  score integer not null check (score >= 0),
  duration_ms integer not null check (duration_ms >= 0),
  created_at timestamptz not null default now()
);
create index game_scores_user_idx on game_scores (user_id, score desc, created_at);
create index game_scores_top_idx on game_scores (score desc, created_at);
