-- A post's first view by a member (the post page, issue #38) adds one to its views and nothing else. Views travel
-- with each page's entry (card-codec.ts refCells), like the viewer's own marks, so a view no longer changes the
-- card's version: every process keeps the card it has, instead of loading it again after each member's first
-- look. The 'p:' announcement (0031) still drops the kept pages that show the post, so their counts stay exact.
-- An update that changes views changes nothing else (posts' write-repository.ts viewedRef is the only one).
drop trigger posts_card_version on posts;
create trigger posts_card_version before update on posts
  for each row when (old.views is not distinct from new.views)
  execute function bump_card_version();
