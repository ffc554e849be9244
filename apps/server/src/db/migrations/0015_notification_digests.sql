-- Email digests of unread notifications (issue #20): when the member was last active in the app, and when the
-- last digest went out. One row per member, written on activity (throttled) and claimed atomically by a digest run.
create table notification_email_state (
  user_id uuid primary key references users (id) on delete cascade,
  last_active_at timestamptz,
  last_digest_at timestamptz
);
