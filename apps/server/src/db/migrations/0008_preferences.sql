-- Member preferences as key/value text (docs/product.md §Data). A missing row means the default, which lives in the
-- contracts package (defaultPreferences), so a default can change without rewriting rows. Values are checked there
-- too.
create table user_preferences (
  user_id uuid not null references users (id) on delete cascade,
  preference_key text not null check (
    preference_key in ('theme', 'push_notifications', 'email_notifications', 'profile_visibility', 'activity_status')
  ),
  preference_value text not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, preference_key)
);
