-- Arcade games the server started (issue #37): a score names its game, claims no more play than the time since the
-- server started it, and saves once. A member's finished or stale games are pruned when they start another.
create table arcade_games (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  mode text not null check (mode in ('invaders', 'warp')),
  started_at timestamptz not null default now(),
  scored_at timestamptz
);
create index arcade_games_user_idx on arcade_games (user_id, started_at);
