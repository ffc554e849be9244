-- Alt text (issue #18): a description of a post's photo or video for people who cannot see it, and a preference
-- that makes it required for the member's own posts.
alter table posts add column media_alt text check (length(media_alt) <= 1000);

alter table user_preferences drop constraint user_preferences_preference_key_check;
alter table user_preferences add constraint user_preferences_preference_key_check check (
  preference_key in (
    'theme', 'push_notifications', 'email_notifications', 'profile_visibility', 'activity_status', 'require_alt_text'
  )
);
