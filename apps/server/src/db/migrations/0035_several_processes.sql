-- Several server processes on one database (issue #36).

-- Settings every process must share, made once by whichever process needs them first (the Web Push key pair,
-- docs/decisions/0077).
create table server_settings (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- Periodic jobs (digest, orphan sweep, erasure): a process runs one only after claiming its row, so each run
-- happens in one process (jobs/job-runner.ts).
create table job_runs (
  name text primary key,
  next_run_at timestamptz not null,
  locked_until timestamptz not null,
  locked_by text not null,
  last_finished_at timestamptz
);

-- Live processes that keep media on local disk, and which media directory each sees (the id of the marker file
-- in it): a process whose directory the others do not share refuses to start (storage/media-dir-check.ts).
create table media_processes (
  process_id uuid primary key,
  media_dir_id text not null,
  media_dir text not null,
  host text not null,
  pid integer not null,
  heartbeat_at timestamptz not null default now()
);

-- The erasure of a deleted account is claimed by one process at a time (like the digest); the claim lapses after
-- an hour, so an erasure cut short by a crash is taken up again.
alter table users add column erasure_claimed_at timestamptz;
