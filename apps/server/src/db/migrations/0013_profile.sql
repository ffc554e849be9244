-- Profile page: a short bio (added by the project, at most 160 characters) and when the member was last active
-- (written at most once a minute by the session middleware; shown only when their activity status allows).
alter table users add column bio text not null default '' check (char_length(bio) <= 160);
alter table users add column last_active_at timestamptz;
