-- Platform Governance (docs/product.md §Screens, §Data): policies with proposals members vote on. Policies and
-- proposals are sample data seeded here; votes, comments and comment likes are the members'.
create table governance_policies (
  id text primary key,
  title text not null,
  description text not null,
  version text not null,
  current_policy text not null,
  position integer not null
);

create table governance_proposals (
  id text primary key,
  policy_id text not null references governance_policies (id) on delete cascade,
  title text not null,
  description text not null,
  position integer not null
);
create index governance_proposals_policy_idx on governance_proposals (policy_id, position);

-- One vote per member and proposal (the primary key); changing it is an upsert, taking it back a delete.
-- Results are counted from these rows, so they are exact whatever the concurrency.
create table governance_votes (
  proposal_id text not null references governance_proposals (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  choice text not null check (choice in ('for', 'against')),
  updated_at timestamptz not null default now(),
  primary key (proposal_id, user_id)
);

create table governance_comments (
  id uuid primary key default gen_random_uuid(),
  proposal_id text not null references governance_proposals (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  content text not null check (length(content) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index governance_comments_proposal_idx on governance_comments (proposal_id, created_at desc, id desc);

create table governance_comment_likes (
  comment_id uuid not null references governance_comments (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (comment_id, user_id)
);

insert into governance_policies (id, title, description, version, current_policy, position) values
('ai-governance', 'AI Governance',
 'How Amigo and other AI features may use member data, and what they may never do.',
 '1.2',
 'AI features only read content you can already see, never train on private circles, and always say when an answer comes from AI. Members can turn off AI suggestions at any time.',
 1),
('content-rights', 'User Content Rights',
 'Who owns what you post, and how Circles may show it.',
 '2.0',
 'You own everything you post. Circles may show your posts only to the audience you chose and never sells your content. Deleting a post removes it from every circle.',
 2),
('privacy-rights', 'Privacy Rights',
 'What Circles keeps about you, for how long, and what you can ask for.',
 '1.5',
 'Circles keeps only what it needs to run your account. You can download your data or delete your account at any time; identity documents from verification are deleted after 30 days.',
 3);

insert into governance_proposals (id, policy_id, title, description, position) values
('ai-opt-in', 'ai-governance', 'Make AI suggestions opt-in',
 'Amigo suggestions would be off until each member turns them on.', 1),
('ai-transparency-log', 'ai-governance', 'Publish a monthly AI transparency log',
 'A public log of which AI features ran, on what kinds of data, and any incidents.', 2),
('content-export', 'content-rights', 'One-click export of all my posts',
 'Download every post, photo and video you shared as one archive.', 1),
('content-license', 'content-rights', 'Let members choose a Creative Commons licence',
 'An optional licence per post, shown under it, so others know how they may reuse it.', 2),
('privacy-retention', 'privacy-rights', 'Delete inactive accounts after three years',
 'Accounts with no sign-in for three years would be deleted after two reminder emails.', 1),
('privacy-visibility-default', 'privacy-rights', 'Make new profiles visible to circle members only',
 'New members would start with profile visibility set to circle members instead of everyone.', 2);
