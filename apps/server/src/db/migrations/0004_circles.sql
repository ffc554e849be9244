-- Circles and memberships. Membership is a row with a status, so member counts and the viewer's
-- joined/pending state are derived from rows and stay true under concurrent joins and leaves.
create table circles (
  id text primary key default gen_random_uuid()::text,
  name text not null check (length(btrim(name)) between 1 and 50),
  type text not null check (type in ('personal', 'public', 'private')),
  description text,
  category text,
  -- For personal circles: which one it is ('favorites', 'shopping'), unique per owner.
  personal_kind text,
  owner_id uuid references users (id) on delete cascade,
  links_count integer not null default 0 check (links_count >= 0),
  photos_count integer not null default 0 check (photos_count >= 0),
  videos_count integer not null default 0 check (videos_count >= 0),
  created_at timestamptz not null default now(),
  constraint circles_personal_kind check ((type = 'personal') = (personal_kind is not null)),
  constraint circles_personal_unique unique (owner_id, personal_kind)
);

create table circle_memberships (
  circle_id text not null references circles (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  status text not null check (status in ('member', 'pending')),
  invited_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (circle_id, user_id)
);
create index circle_memberships_user_idx on circle_memberships (user_id, status);
create index circle_memberships_circle_status_idx on circle_memberships (circle_id, status);

-- The default circle every member is in and cannot leave.
insert into circles (id, name, type, description, category)
values ('world', 'World', 'public', 'Everyone on Circles', 'community');
