-- Search speed (issue #18): results in under 50 ms on the 1M-post bench database (bench/search-load.ts).

-- New posts go straight into the words index instead of its pending list: every search read that whole list
-- (up to 4 MB, a few ms a search), and PGlite, which never vacuums, only merged it when an insert filled it.
alter index posts_search_idx set (fastupdate = off);
select gin_clean_pending_list('posts_search_idx');

-- People: when a name matches many members, the closest come from these in distance order (`<->`), where
-- ranking every match cost two similarities per member (70 ms at 10,000 'Bench Member's). Handles are short:
-- a longer signature than the default 12 bytes lets the distance search skip more of the index (2.6 -> 1.3 ms).
create index users_full_name_trgm_gist_idx on users using gist (lower(full_name) gist_trgm_ops);
create index users_handle_trgm_gist_idx on users using gist (user_handle gist_trgm_ops(siglen = 64));

-- Circles: `name ilike` and `description ilike` (a search's contains step), answered by trigrams.
create index circles_name_ilike_trgm_idx on circles using gin (name gin_trgm_ops);
create index circles_description_trgm_idx on circles using gin (description gin_trgm_ops);
