-- Web Push (issue #37): a subscription belongs to the session that made it, and goes when that session ends:
-- sign-out, revoking, a password change or reset, a suspension, a deletion request (the last three end every
-- session of the member, so every subscription). Subscriptions saved before had no session: they are dropped,
-- and the web app saves its browser's subscription again the next time it starts.
delete from push_subscriptions;
alter table push_subscriptions
  add column session_id uuid not null references auth_sessions (id) on delete cascade;
create index push_subscriptions_session_idx on push_subscriptions (session_id);
