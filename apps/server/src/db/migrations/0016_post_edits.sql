-- Authors edit their posts' text: the card says when, and every earlier text is kept for moderators.
alter table posts add column edited_at timestamptz;

create table post_edits (
  id bigint generated always as identity primary key,
  post_id uuid not null references posts (id) on delete cascade,
  previous_content text not null,
  edited_at timestamptz not null default now()
);
create index post_edits_post_idx on post_edits (post_id, id);
