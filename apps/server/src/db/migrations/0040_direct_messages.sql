-- Direct messages (issue #40): a conversation between two members, one row per member in it (their read mark and
-- the other member), and its messages (text, one photo, or both). A photo is an upload of the posts bucket
-- attached to its message; deleting the message detaches it, and the orphan sweep removes the file.
create table conversations (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  last_message_at timestamptz not null default now()
);

create table conversation_members (
  conversation_id uuid not null references conversations (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  other_id uuid not null references users (id) on delete cascade,
  -- The newest message this member has read (0: none); the other member's messages up to it show 'Seen'.
  last_read_id bigint not null default 0,
  primary key (conversation_id, user_id),
  unique (user_id, other_id),
  check (user_id <> other_id)
);
create index conversation_members_other_idx on conversation_members (other_id);

create table messages (
  id bigint generated always as identity primary key,
  conversation_id uuid not null references conversations (id) on delete cascade,
  sender_id uuid not null references users (id) on delete cascade,
  body text not null default '' check (char_length(body) <= 2000),
  image_path text,
  image_width integer,
  image_height integer,
  created_at timestamptz not null default now(),
  check (body <> '' or image_path is not null)
);
create index messages_conversation_idx on messages (conversation_id, id desc);
create index messages_sender_idx on messages (sender_id);

alter table media_uploads add column message_id bigint references messages (id) on delete set null;
create index media_uploads_message_idx on media_uploads (message_id) where message_id is not null;

-- Who may message the member: 'everyone' (the default) or 'circle_members' (only members sharing a circle).
alter table user_preferences drop constraint user_preferences_preference_key_check;
alter table user_preferences add constraint user_preferences_preference_key_check check (
  preference_key in (
    'theme', 'push_notifications', 'email_notifications', 'profile_visibility', 'activity_status', 'require_alt_text',
    'message_privacy'
  )
);

-- Reports cover direct messages: 'message' joins the target kinds, whatever other kinds were added.
do $$
declare
  t text;
  def text;
begin
  foreach t in array array['reports', 'moderation_actions'] loop
    select pg_get_constraintdef(c.oid) into def from pg_constraint as c
      where c.conrelid = t::regclass and c.conname = t || '_target_type_check';
    if def is not null and position('''message''' in def) = 0 then
      execute format('alter table %I drop constraint %I', t, t || '_target_type_check');
      execute format('alter table %I add constraint %I %s', t, t || '_target_type_check',
        replace(def, 'ARRAY[', 'ARRAY[''message''::text, '));
    end if;
  end loop;
end
$$;
