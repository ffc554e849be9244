-- Issue #40: members list their own items. The sample listings stay as seed data (no seller, USD, no photos).
alter table marketplace_listings
  alter column id set default gen_random_uuid()::text,
  add column seller_id uuid references users (id) on delete cascade,
  add column currency text not null default 'USD' check (currency in ('USD', 'EUR', 'GBP')),
  add column condition text check (condition in ('new', 'like-new', 'good', 'fair')),
  -- The photos' URLs in order (at most 6, each one of the seller's own uploads: media_uploads.listing_id).
  add column photo_urls jsonb not null default '[]',
  add column sold_at timestamptz,
  add column updated_at timestamptz not null default now();
create index marketplace_listings_seller_idx on marketplace_listings (seller_id, created_at desc);
create index marketplace_listings_price_idx on marketplace_listings (price_cents, id);
-- Typo tolerance (pg_trgm's `<%`, as people and circle search): each searched word against the listing's words.
create index marketplace_listings_words_trgm_idx on marketplace_listings
  using gin (lower(title || ' ' || description) gin_trgm_ops);

-- A listing's photo is an upload of the posts bucket held by the listing; when the listing goes, the upload is
-- unattached again and the orphan sweep removes it.
alter table media_uploads
  add column listing_id text references marketplace_listings (id) on delete set null;
create index media_uploads_listing_idx on media_uploads (listing_id) where listing_id is not null;

-- Reports and moderation cover listings: 'listing' joins the target kinds, whatever other kinds were added.
do $$
declare
  t text;
  def text;
begin
  foreach t in array array['reports', 'moderation_actions'] loop
    select pg_get_constraintdef(c.oid) into def from pg_constraint as c
      where c.conrelid = t::regclass and c.conname = t || '_target_type_check';
    if def is not null and position('''listing''' in def) = 0 then
      execute format('alter table %I drop constraint %I', t, t || '_target_type_check');
      execute format('alter table %I add constraint %I %s', t, t || '_target_type_check',
        replace(def, 'ARRAY[', 'ARRAY[''listing''::text, '));
    end if;
  end loop;
end
$$;
