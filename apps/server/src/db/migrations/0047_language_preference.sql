-- Issue #53: the language a member reads the product in ('en', 'es', 'pt', 'fr', 'de', 'zh' or 'it', checked by
-- contracts); a member without the row is drawn in their browser's language.
alter table user_preferences drop constraint user_preferences_preference_key_check;
alter table user_preferences add constraint user_preferences_preference_key_check check (
  preference_key in (
    'theme', 'push_notifications', 'email_notifications', 'profile_visibility', 'activity_status', 'require_alt_text',
    'message_privacy', 'language'
  )
);
