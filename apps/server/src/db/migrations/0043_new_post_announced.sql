-- A new or deleted post is announced by its id too, not only by its circle (issue #38): the search lists each
-- process keeps (features/posts/search-cache.ts) check again every post written, edited or deleted since they were
-- read, so they must hear which one.
create or replace function announce_post_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform pg_notify('feed_changes', 'c:' || new.circle_id);
    perform pg_notify('feed_changes', 'p:' || new.id);
  elsif tg_op = 'DELETE' then
    perform pg_notify('feed_changes', 'c:' || old.circle_id);
    perform pg_notify('feed_changes', 'p:' || old.id);
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
