-- Deleting one's account (issue #18): a request starts seven days of grace (signing in undoes it); then the
-- member's data is erased and the row stays as a nameless tombstone, so that replies under their removed
-- comments keep their thread.
alter table users add column deletion_scheduled_at timestamptz;
alter table users add column erased_at timestamptz;
create index users_deletion_due_idx on users (deletion_scheduled_at) where deletion_scheduled_at is not null;
