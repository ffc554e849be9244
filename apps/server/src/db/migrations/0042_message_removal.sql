-- A site moderator removes a reported direct message (issue #40): its text and photo go, the row stays so both
-- members see that a moderator removed it in its place.
alter table messages add column removed_at timestamptz;
alter table messages drop constraint messages_check;
alter table messages add constraint messages_content_check
  check (body <> '' or image_path is not null or removed_at is not null);
