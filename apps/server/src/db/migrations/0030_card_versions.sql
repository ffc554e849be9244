-- Post card cache (issue #16): every server process keeps rendered post cards in memory and reuses one only
-- while the rows it was made from are unchanged. A feed page reads each card's versions with the page, so a
-- process never serves a card older than the page's own snapshot, whichever process made the change.
-- Versions come from one sequence and only grow: a row never returns to a version it had (xmin would, after
-- a freeze). 0 is every row's version until its first change.
create sequence card_versions;

alter table posts add column card_version bigint not null default 0;
alter table users add column card_version bigint not null default 0;
alter table circles add column card_version bigint not null default 0;

create function bump_card_version() returns trigger language plpgsql as $$
begin
  new.card_version := nextval('card_versions');
  return new;
end
$$;

-- A post card shows nearly every column of its post (text, media, counts, views, edit time): any change counts.
create trigger posts_card_version before update on posts
  for each row execute function bump_card_version();

-- Of its author and circle a card shows only these columns; other updates (counters, settings, roles) leave
-- cached cards valid. A column added to the card (repository.ts cardCells) must be added here too.
create trigger users_card_version before update on users
  for each row when (
    (old.first_name, old.full_name, old.user_handle, old.avatar_url, old.icon1_code, old.icon2_code,
     old.icon3_code, old.manual_verification, old.profile_completed)
    is distinct from
    (new.first_name, new.full_name, new.user_handle, new.avatar_url, new.icon1_code, new.icon2_code,
     new.icon3_code, new.manual_verification, new.profile_completed)
  ) execute function bump_card_version();

create trigger circles_card_version before update on circles
  for each row when ((old.name, old.type) is distinct from (new.name, new.type))
  execute function bump_card_version();
