-- Home pages are cached in each server process (issue #16) and dropped when the database says what changed,
-- on the channel feed_changes (realtime/feed-changes.ts). The payloads:
--   c:<circle id>  a post appeared in or left the circle: every cached page of its members
--   p:<post id>    a post changed (text, media, counts, edit): every cached page that shows it
--   m:<member id>  the member's own view changed (memberships, blocks, mutes, likes, saves): their pages
--   *              anything else a page shows (an author's or a circle's card, a truncate): every page
-- PostgreSQL delivers notifications after the commit, in commit order, and folds identical ones within a
-- transaction, so a bulk change announces each circle or member once.

create function announce_post_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform pg_notify('feed_changes', 'c:' || new.circle_id);
  elsif tg_op = 'DELETE' then
    perform pg_notify('feed_changes', 'c:' || old.circle_id);
  else
    perform pg_notify('feed_changes', 'p:' || new.id);
    if new.circle_id is distinct from old.circle_id or new.created_at is distinct from old.created_at then
      perform pg_notify('feed_changes', 'c:' || old.circle_id);
      perform pg_notify('feed_changes', 'c:' || new.circle_id);
    end if;
  end if;
  return null;
end
$$;

create trigger posts_feed_changes after insert or update or delete on posts
  for each row execute function announce_post_change();

-- The column that names the member whose view changed is the trigger's argument; a second argument names
-- another member who must hear it too (the blocked side of a block).
create function announce_member_change() returns trigger language plpgsql as $$
declare
  changed record;
  column_name text;
begin
  if tg_op = 'DELETE' then changed := old; else changed := new; end if;
  foreach column_name in array tg_argv loop
    perform pg_notify('feed_changes', 'm:' || (to_jsonb(changed) ->> column_name));
    if tg_op = 'UPDATE' then
      perform pg_notify('feed_changes', 'm:' || (to_jsonb(old) ->> column_name));
    end if;
  end loop;
  return null;
end
$$;

create trigger circle_memberships_feed_changes after insert or update or delete on circle_memberships
  for each row execute function announce_member_change('user_id');
create trigger blocks_feed_changes after insert or update or delete on blocks
  for each row execute function announce_member_change('blocker_id', 'blocked_id');
create trigger mutes_feed_changes after insert or update or delete on mutes
  for each row execute function announce_member_change('user_id');
create trigger favorites_feed_changes after insert or update or delete on favorites
  for each row execute function announce_member_change('user_id');
-- A like of a comment changes no feed page (its post's comment count does not move).
create trigger likes_feed_changes after insert on likes
  for each row when (new.likeable_type = 'post') execute function announce_member_change('user_id');
create trigger likes_feed_changes_removed after delete on likes
  for each row when (old.likeable_type = 'post') execute function announce_member_change('user_id');

create function announce_everything_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('feed_changes', '*');
  return null;
end
$$;

-- An author's or a circle's card (the columns their card_version triggers watch, 0030).
create trigger users_feed_changes after update on users
  for each row when (old.card_version is distinct from new.card_version)
  execute function announce_everything_changed();
create trigger circles_feed_changes after update on circles
  for each row when (old.card_version is distinct from new.card_version)
  execute function announce_everything_changed();
create trigger circles_feed_deleted after delete on circles
  for each row execute function announce_everything_changed();

-- Emptying a table (the tests do, between tests) changes everything.
do $$
declare
  table_name text;
begin
  foreach table_name in array
    array['posts', 'circle_memberships', 'blocks', 'mutes', 'favorites', 'likes', 'users', 'circles']
  loop
    execute format(
      'create trigger %I after truncate on %I for each statement execute function announce_everything_changed()',
      table_name || '_feed_truncate', table_name);
  end loop;
end
$$;
