-- Marketplace (docs/product.md §Screens): sample listings in eight categories, searched by PostgreSQL full-text
-- search, and the listings members saved into their personal Shopping circle.
create table marketplace_listings (
  id text primary key,
  category text not null check (
    category in ('vehicles', 'home-garden', 'electronics', 'fashion', 'sports', 'furniture', 'hobbies', 'jobs')
  ),
  title text not null,
  description text not null,
  price_cents integer not null check (price_cents >= 0),
  location text not null,
  seller_name text not null,
  created_at timestamptz not null default now(),
  -- to_tsvector with a named configuration is immutable, so it can be a stored generated column (PG 12+).
  search tsvector generated always as (
    setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B')
  ) stored
);
create index marketplace_listings_search_idx on marketplace_listings using gin (search);
create index marketplace_listings_category_idx on marketplace_listings (category, created_at desc, id);

create table marketplace_saves (
  user_id uuid not null references users (id) on delete cascade,
  listing_id text not null references marketplace_listings (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, listing_id)
);
create index marketplace_saves_user_idx on marketplace_saves (user_id, created_at desc);

insert into marketplace_listings (id, category, title, description, price_cents, location, seller_name, created_at) values
('ford-f150-2018', 'vehicles', '2018 Ford F-150 XLT pickup truck',
 'Ford truck with a 5.0 V8, crew cab, tow package and new tyres. 78,000 miles, one owner, full service history.',
 2850000, 'Austin, TX', 'Marcus', now() - interval '2 hours'),
('ford-ranger-2021', 'vehicles', '2021 Ford Ranger Lariat truck',
 'Mid-size Ford truck, 4x4, bed liner and hard tonneau cover. Garage kept, 32,000 miles.',
 3190000, 'Denver, CO', 'Priya', now() - interval '1 day'),
('honda-civic-2016', 'vehicles', '2016 Honda Civic EX sedan',
 'Reliable commuter car, automatic, sunroof, Apple CarPlay added. Clean title.',
 1290000, 'Portland, OR', 'Jonah', now() - interval '3 days'),
('raised-garden-beds', 'home-garden', 'Cedar raised garden beds (set of two)',
 'Untreated cedar beds, 4 by 8 feet, easy to assemble. Great for vegetables and herbs.',
 18000, 'Sacramento, CA', 'Lena', now() - interval '5 hours'),
('cordless-lawn-mower', 'home-garden', 'Cordless electric lawn mower',
 '40V battery mower with two batteries and charger. Quiet, folds flat for storage.',
 22000, 'Columbus, OH', 'Tomas', now() - interval '2 days'),
('patio-string-lights', 'home-garden', 'Outdoor patio string lights, 48 ft',
 'Weatherproof shatterproof bulbs, warm white, used for one summer.',
 3500, 'Tampa, FL', 'Aisha', now() - interval '6 days'),
('macbook-air-m2', 'electronics', 'MacBook Air M2, 16 GB, 512 GB',
 'Midnight colour, battery health 96 percent, comes with the original charger and box.',
 95000, 'Seattle, WA', 'Kenji', now() - interval '3 hours'),
('noise-cancelling-headphones', 'electronics', 'Noise cancelling wireless headphones',
 'Over-ear Bluetooth headphones with 30 hour battery and carry case. Barely used.',
 16000, 'Chicago, IL', 'Sofia', now() - interval '4 days'),
('4k-monitor-27', 'electronics', '27 inch 4K monitor with USB-C',
 'IPS panel, 60 Hz, charges a laptop over USB-C. No dead pixels.',
 24000, 'Boston, MA', 'Daniel', now() - interval '8 days'),
('leather-jacket', 'fashion', 'Vintage brown leather jacket, size M',
 'Soft lambskin leather bomber jacket, lined, from the 1990s. Excellent condition.',
 12000, 'Brooklyn, NY', 'Ines', now() - interval '7 hours'),
('running-shoes-42', 'fashion', 'Trail running shoes, EU 42',
 'Worn twice, grippy outsole, waterproof upper. Too small for me.',
 6500, 'Boulder, CO', 'Mateo', now() - interval '2 days'),
('silk-scarf', 'fashion', 'Hand-painted silk scarf',
 'Large square scarf with a botanical print, painted by a local artist.',
 4500, 'Santa Fe, NM', 'Clara', now() - interval '9 days'),
('road-bike-carbon', 'sports', 'Carbon road bike, 54 cm frame',
 'Shimano 105 groupset, tubeless wheels, recently serviced. Light and fast.',
 110000, 'San Diego, CA', 'Noah', now() - interval '1 hour'),
('kayak-sit-on-top', 'sports', 'Sit-on-top kayak with paddle',
 'Stable 10 ft kayak for lakes and calm sea, includes paddle and life vest.',
 38000, 'Minneapolis, MN', 'Freya', now() - interval '3 days'),
('adjustable-dumbbells', 'sports', 'Adjustable dumbbells, 5 to 52 lb pair',
 'Space-saving home gym dumbbells with stand. Dial selects the weight.',
 27000, 'Atlanta, GA', 'Omar', now() - interval '5 days'),
('oak-dining-table', 'furniture', 'Solid oak dining table, seats six',
 'Farmhouse style table with two benches. Small marks, very sturdy.',
 45000, 'Nashville, TN', 'Grace', now() - interval '6 hours'),
('mid-century-sofa', 'furniture', 'Mid-century modern three-seat sofa',
 'Green velvet upholstery, walnut legs, no pets, no smoke.',
 65000, 'Los Angeles, CA', 'Hugo', now() - interval '2 days'),
('standing-desk', 'furniture', 'Electric standing desk, 60 by 30 inches',
 'Dual motor, memory presets, bamboo top. Moves smoothly and quietly.',
 32000, 'Raleigh, NC', 'Mei', now() - interval '10 days'),
('film-camera-35mm', 'hobbies', '35mm film camera with 50mm lens',
 'Fully mechanical SLR, light meter works, tested with a roll of film.',
 21000, 'Philadelphia, PA', 'Arjun', now() - interval '4 hours'),
('acoustic-guitar', 'hobbies', 'Acoustic guitar with hard case',
 'Solid spruce top, low action, new strings. Great for beginners and players alike.',
 29000, 'Memphis, TN', 'Zoe', now() - interval '3 days'),
('board-game-bundle', 'hobbies', 'Board game bundle, six strategy games',
 'All pieces counted, sleeved cards, perfect for game nights.',
 9000, 'Madison, WI', 'Leo', now() - interval '7 days'),
('barista-part-time', 'jobs', 'Part-time barista, weekend mornings',
 'Neighbourhood coffee shop hiring a friendly barista. Training provided, tips shared.',
 1800, 'Portland, OR', 'Bean There Cafe', now() - interval '8 hours'),
('frontend-developer', 'jobs', 'Front-end developer (React, remote)',
 'Small product team looking for a developer who cares about accessibility and fast pages.',
 6000, 'Remote', 'Circles Labs', now() - interval '1 day'),
('delivery-driver', 'jobs', 'Delivery driver with own truck',
 'Local furniture store needs a driver with a pickup truck for weekday deliveries.',
 2500, 'Dallas, TX', 'Oak and Iron', now() - interval '4 days');
