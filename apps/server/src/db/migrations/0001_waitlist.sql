-- Waitlist sign-ups from the public Coming Soon page. Emails are stored trimmed and lower-cased,
-- so the unique constraint compares them case-insensitively.
create table waitlist (
  id bigint generated always as identity primary key,
  email text not null,
  created_at timestamptz not null default now(),
  constraint waitlist_email_unique unique (email),
  constraint waitlist_email_normalized check (email = lower(btrim(email)) and length(email) between 3 and 254)
);
