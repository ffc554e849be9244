-- Web Push (issue #18): where each member's browsers receive pushes while no Circles tab is open, and which
-- notifications were pushed already (every process hears each new notification; the first to stamp it sends it).
create table push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  endpoint text not null,
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null default now(),
  constraint push_subscriptions_endpoint_unique unique (endpoint)
);
create index push_subscriptions_user_idx on push_subscriptions (user_id);

alter table notifications add column pushed_at timestamptz;
