-- Who reviews a report (issue #37): nobody the report is about. Each report keeps whose item it is (the post's or
-- comment's author, the member, the circle's owner), so the queue can leave out a moderator's own items, and a
-- circle's owner and moderators see only reports about other members' posts and comments in it: reports about
-- the circle itself, and about its owner's content, go to the site moderators.
alter table reports add column target_owner_id uuid references users (id) on delete set null;
update reports as r set target_owner_id = p.author_id
  from posts as p where r.target_type = 'post' and p.id::text = r.target_id;
update reports as r set target_owner_id = m.user_id
  from comments as m where r.target_type = 'comment' and m.id::text = r.target_id;
update reports as r set target_owner_id = c.owner_id
  from circles as c where r.target_type = 'circle' and c.id = r.target_id;
update reports as r set target_owner_id = u.id
  from users as u where r.target_type = 'member' and u.id::text = r.target_id;
