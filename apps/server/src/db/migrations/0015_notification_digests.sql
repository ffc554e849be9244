-- Email digests of unread notifications (issue #20): when the last digest went out, one row per member, claimed
-- atomically by a digest run. Whether the member is away is users.last_active_at (the session middleware's mark).
create table notification_email_state (
  user_id uuid primary key references users (id) on delete cascade,
  last_digest_at timestamptz
);
