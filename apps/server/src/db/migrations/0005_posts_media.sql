-- Uploaded media: every file the server stored, who owns it, and the post it belongs to once attached.
-- Unattached uploads older than an hour are removed by the orphan sweep.
create table media_uploads (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references users (id) on delete cascade,
  bucket text not null check (bucket in ('posts', 'avatars')),
  path text not null,
  kind text not null check (kind in ('image', 'video', 'audio')),
  content_type text not null,
  size_bytes bigint not null check (size_bytes > 0),
  width integer,
  height integer,
  post_id uuid,
  created_at timestamptz not null default now(),
  constraint media_uploads_path_unique unique (bucket, path)
);
create index media_uploads_orphans_idx on media_uploads (created_at) where post_id is null and bucket = 'posts';

create table posts (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null references users (id) on delete cascade,
  circle_id text not null references circles (id) on delete cascade,
  content text not null check (length(content) between 1 and 280),
  image_url text,
  video_source jsonb,
  audio_source jsonb,
  views integer not null default 0 check (views >= 0),
  -- Engagement counters, kept in the same transaction as the rows they count.
  likes_count integer not null default 0 check (likes_count >= 0),
  comments_count integer not null default 0 check (comments_count >= 0),
  shares_count integer not null default 0 check (shares_count >= 0),
  created_at timestamptz not null default now(),
  constraint posts_one_media check (num_nonnulls(image_url, video_source, audio_source) <= 1)
);
-- Feeds page by (created_at, id) descending: per circle, per author, and across circles.
create index posts_circle_feed_idx on posts (circle_id, created_at desc, id desc);
create index posts_author_idx on posts (author_id, created_at desc, id desc);
create index posts_recent_idx on posts (created_at desc, id desc);

alter table media_uploads
  add constraint media_uploads_post_fk foreign key (post_id) references posts (id) on delete set null;

-- One view per member and post.
create table post_views (
  post_id uuid not null references posts (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);

-- Likes on posts and comments: one per member and item.
create table likes (
  likeable_type text not null check (likeable_type in ('post', 'comment')),
  likeable_id uuid not null,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (likeable_type, likeable_id, user_id)
);
create index likes_user_idx on likes (user_id, likeable_type, likeable_id);
