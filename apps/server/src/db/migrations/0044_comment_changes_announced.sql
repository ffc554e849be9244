-- A post page (the post and its first comments) is kept in each server process like a feed page (issue #38) and
-- dropped when its post's 'p:' is announced. A comment written, edited, removed or liked (its likes_count) changes
-- only the comments table, so it announces 'p:' and its post's id too; a comment's author card comes with 'users'
-- (0031), a block with 'm:'. A cached feed page that shows the post is dropped as well: its comment count may move.
create function announce_comment_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify('feed_changes', 'p:' || old.post_id);
  else
    perform pg_notify('feed_changes', 'p:' || new.post_id);
  end if;
  return null;
end
$$;

create trigger comments_feed_changes after insert or update or delete on comments
  for each row execute function announce_comment_change();
create trigger comments_feed_truncate after truncate on comments
  for each statement execute function announce_everything_changed();
