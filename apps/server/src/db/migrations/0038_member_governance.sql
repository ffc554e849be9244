-- Governance made by members (issue #40): members propose a new text for a policy area; a proposal is open for
-- votes for a period, the job closes it as passed or rejected, an admin adopts a passed one, which becomes the
-- area's text with its version raised. Every version of an area's text stays readable.

-- A member's proposal (the six samples of 0010 stay as the install's seed rows, with no author).
alter table governance_proposals
  alter column id set default gen_random_uuid()::text,
  alter column position set default 100,
  add column author_id uuid references users (id) on delete cascade,
  add column proposed_text text check (length(proposed_text) between 1 and 10000),
  add column status text not null default 'open' check (status in ('open', 'passed', 'rejected', 'adopted')),
  add column created_at timestamptz not null default now(),
  add column closes_at timestamptz not null default now() + interval '7 days',
  add column closed_at timestamptz,
  add column adopted_at timestamptz,
  add column adopted_version text;
alter table governance_proposals
  add constraint governance_proposals_title_length check (length(title) between 3 and 120),
  add constraint governance_proposals_description_length check (length(description) <= 2000);
-- The closing job looks for open proposals whose period ended.
create index governance_proposals_open_idx on governance_proposals (closes_at) where status = 'open';

-- Every text an area has had, its first one included; the area's row holds the current one.
create table governance_policy_versions (
  policy_id text not null references governance_policies (id) on delete cascade,
  version text not null,
  policy_text text not null,
  proposal_id text references governance_proposals (id) on delete set null,
  adopted_at timestamptz not null default now(),
  primary key (policy_id, version)
);
create index governance_policy_versions_history_idx on governance_policy_versions (policy_id, adopted_at desc);

insert into governance_policy_versions (policy_id, version, policy_text)
select id, version, current_policy from governance_policies;

-- The samples get a proposed text, so their page shows the change beside the current text.
update governance_proposals set proposed_text = case id
  when 'ai-opt-in' then
    'AI features only read content you can already see, never train on private circles, and always say when an answer comes from AI. AI suggestions stay off until each member turns them on.'
  when 'ai-transparency-log' then
    'AI features only read content you can already see, never train on private circles, and always say when an answer comes from AI. Members can turn off AI suggestions at any time. Circles publishes a monthly log of which AI features ran, on what kinds of data, and any incidents.'
  when 'content-export' then
    'You own everything you post. Circles may show your posts only to the audience you chose and never sells your content. Deleting a post removes it from every circle. You can download every post, photo and video you shared as one archive with one click.'
  when 'content-license' then
    'You own everything you post. Circles may show your posts only to the audience you chose and never sells your content. Deleting a post removes it from every circle. You may choose a Creative Commons licence for each post, shown under it.'
  when 'privacy-retention' then
    'Circles keeps only what it needs to run your account. You can download your data or delete your account at any time; identity documents from verification are deleted after 30 days. Accounts with no sign-in for three years are deleted after two reminder emails.'
  when 'privacy-visibility-default' then
    'Circles keeps only what it needs to run your account. You can download your data or delete your account at any time; identity documents from verification are deleted after 30 days. New profiles are visible to circle members only until their owner chooses otherwise.'
  else proposed_text
end;

-- Members hear when a proposal they voted on closes, and when a policy changes.
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check check (
  type in ('comment', 'post', 'like', 'mention', 'circle_invite', 'other', 'proposal_closed', 'policy_changed')
);
