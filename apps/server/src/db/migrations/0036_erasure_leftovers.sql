-- Erasure leftovers (issue #37). A notification names its actor from the member row when it is read: the text after
-- the actor's name is kept apart, so an erased actor reads 'Deleted member'. Rows the backfill cannot split (the
-- name changed since) keep their stored text.
alter table notifications add column message_after_actor text;
update notifications as n set message_after_actor = substr(n.message, length(u.full_name) + 1)
  from users as u
  where u.id = n.actor_id and u.erased_at is null and u.full_name <> '' and starts_with(n.message, u.full_name);

-- An erased member's reports stay for the moderators, without who sent them or what they wrote.
alter table reports alter column reporter_id drop not null;
