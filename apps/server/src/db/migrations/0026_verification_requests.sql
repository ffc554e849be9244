-- Verified Identity requests (issue #17). A member asks with an identity photo and an optional note; an admin
-- approves (users.manual_verification, the badge) or rejects with a reason. The photo lives in private storage
-- (never a public media URL); photo_path is cleared once the file is deleted, right after the decision.
create table verification_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  note text check (note is null or length(note) <= 500),
  photo_path text,
  photo_content_type text,
  photo_size_bytes integer,
  reason text check (reason is null or length(reason) <= 500),
  reviewer_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
-- At most one request waits per member, even when two arrive at once.
create unique index verification_requests_one_pending on verification_requests (user_id)
  where status = 'pending';
-- The member's latest request (their status), and the review queue oldest first.
create index verification_requests_user_idx on verification_requests (user_id, created_at desc);
create index verification_requests_pending_idx on verification_requests (created_at)
  where status = 'pending';
