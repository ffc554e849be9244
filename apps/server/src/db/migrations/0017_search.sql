-- Search (issue #18): people by name and handle, typo-tolerant (trigrams); circles by name and description;
-- posts by words (full text). The 'simple' configuration neither stems nor drops words: members write in seven
-- languages, and a word typed is the word found.
create extension if not exists pg_trgm;

alter table posts add column search_vector tsvector generated always as (to_tsvector('simple', content)) stored;
create index posts_search_idx on posts using gin (search_vector);

create index users_full_name_trgm_idx on users using gin (lower(full_name) gin_trgm_ops);
create index users_handle_trgm_idx on users using gin (user_handle gin_trgm_ops);
create index circles_name_trgm_idx on circles using gin (lower(name) gin_trgm_ops);
