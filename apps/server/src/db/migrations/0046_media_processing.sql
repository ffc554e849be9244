-- Issue #52: every video and audio goes through ffmpeg before anyone else sees it (features/media/processing-*.ts).
-- An upload is 'queued' until a process has transcoded it (no one is served it meanwhile), then 'done'; 'failed'
-- keeps the plain reason for its author. Uploads stored before this migration are 'backfill': still served as they
-- were until the worker has processed them once, so no earlier upload keeps its location tag.
alter table media_uploads
  add column processing text not null default 'done'
    check (processing in ('queued', 'backfill', 'done', 'failed')),
  add column processing_progress real not null default 0,
  add column processing_error text,
  add column processing_claimed_by text,
  add column processing_claimed_until timestamptz,
  add column processing_attempts integer not null default 0,
  add column duration_ms integer,
  -- The video's poster frame (an image beside it, with narrower copies): { width, height, widths }.
  add column poster jsonb;

update media_uploads set processing = 'backfill' where kind in ('video', 'audio');
create index media_uploads_processing_idx on media_uploads (created_at)
  where processing in ('queued', 'backfill');

-- A post whose video or audio is still being processed: published (a row in posts, through the same checks) by
-- the process that finishes its last upload; until then only its author sees it, with the progress.
create table pending_posts (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null references users (id) on delete cascade,
  circle_id text not null references circles (id) on delete cascade,
  -- The create request as validated (content, circle, media sources, alt text).
  input jsonb not null,
  -- Set when processing or publishing failed: the plain reason shown to the author until they dismiss it.
  failed_message text,
  created_at timestamptz not null default now()
);
create index pending_posts_author_idx on pending_posts (author_id, created_at);

alter table media_uploads add column pending_post_id uuid references pending_posts (id) on delete set null;
create index media_uploads_pending_post_idx on media_uploads (pending_post_id) where pending_post_id is not null;

-- Per media file of a post (keyed by its URL): { width, height, durationMs, poster } for the feed's box and labels.
alter table posts add column media_info jsonb;
