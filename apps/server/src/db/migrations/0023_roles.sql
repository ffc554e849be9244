-- Roles (issue #17): site-wide member, moderator or admin; per circle owner, moderator or member.
alter table users add column role text not null default 'member';
alter table users add constraint users_role_check check (role in ('member', 'moderator', 'admin'));
alter table circle_memberships add column role text not null default 'member';
alter table circle_memberships add constraint circle_memberships_role_check
  check (role in ('owner', 'moderator', 'member'));

-- A circle's creator owns it.
update circle_memberships as m set role = 'owner'
from circles as c
where c.id = m.circle_id and c.owner_id = m.user_id and c.type <> 'personal';

-- On an install that already has members, the first of them administers it (as the first sign-up would).
update users set role = 'admin'
where id = (select id from users where erased_at is null order by created_at, id limit 1);
