-- A post's words and place are announced on their own (issue #38): 'w:' and the post's id when a post is written,
-- deleted, or changes its text, circle or time. The search lists each process keeps
-- (features/posts/search-cache.ts) check those posts again; the 'p:' every other change of a post announces
-- (a like, a comment, a view) leaves them alone, as it does not change what a search finds.
create or replace function announce_post_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform pg_notify('feed_changes', 'c:' || new.circle_id);
    perform pg_notify('feed_changes', 'w:' || new.id);
  elsif tg_op = 'DELETE' then
    perform pg_notify('feed_changes', 'c:' || old.circle_id);
    perform pg_notify('feed_changes', 'w:' || old.id);
  else
    perform pg_notify('feed_changes', 'p:' || new.id);
    if new.circle_id is distinct from old.circle_id or new.created_at is distinct from old.created_at then
      perform pg_notify('feed_changes', 'c:' || old.circle_id);
      perform pg_notify('feed_changes', 'c:' || new.circle_id);
    end if;
    if new.content is distinct from old.content or new.circle_id is distinct from old.circle_id
      or new.created_at is distinct from old.created_at then
      perform pg_notify('feed_changes', 'w:' || new.id);
    end if;
  end if;
  return null;
end
$$;
