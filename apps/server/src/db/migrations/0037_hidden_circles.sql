-- Issue #41: the owner of a private circle may hide it. A hidden circle shows nothing to a non-member, not even
-- its header by link ('Circle not found'), so nobody can ask to join: only invitations let people in.
alter table circles add column is_hidden boolean not null default false;
