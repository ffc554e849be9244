// Seeds a benchmark database at a chosen scale, straight in SQL (generate_series), on PGlite or PostgreSQL.
//   node --import tsx bench/seed.ts --users 10000 --circles 1000 --posts 1000000 [--database-url URL | --data-dir DIR]
// Comments: the newest --commented-posts posts get --comments-per-post top-level comments, each with one reply;
// the first comment of each post is liked by --likes-per-post members.
// Every seeded member has the password 'Bench1password'; bench0@bench.local is the one the load script signs in as.
// Post texts hold 'weekly', 'harbor' and 'lantern' in a tenth, a thirtieth and a hundredth of the posts, and circle
// descriptions one of eight hobbies, for the search benchmarks.
import { parseArgs } from 'node:util';
import { hashPassword } from '../apps/server/src/auth/password';
import { migrate } from '../apps/server/src/db/migrate';
import { openDatabase } from '../apps/server/src/db/pool';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    circles: { type: 'string', default: '1000' },
    posts: { type: 'string', default: '100000' },
    'likes-per-post': { type: 'string', default: '3' },
    'commented-posts': { type: 'string', default: '20000' },
    'comments-per-post': { type: 'string', default: '6' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const users = Number(values.users);
const circles = Number(values.circles);
const posts = Number(values.posts);
const likesPerPost = Number(values['likes-per-post']);
const commentedPosts = Number(values['commented-posts']);
const commentsPerPost = Number(values['comments-per-post']);

const started = performance.now();
const database = await openDatabase({ databaseUrl: values['database-url'], dataDir: values['data-dir'] });
await migrate(database.pool);
const q = (text: string, params: unknown[] = []) => database.pool.query(text, params);
const step = async (label: string, run: () => Promise<unknown>) => {
  const t = performance.now();
  await run();
  console.log(`${label.padEnd(28)} ${((performance.now() - t) / 1000).toFixed(1)} s`);
};

const passwordHash = await hashPassword('Bench1password');
await step(`users (${users})`, () =>
  q(
    `insert into users (email, email_verified, full_name, first_name, last_name, user_handle, profile_completed,
                        icon1_code, icon2_code, icon3_code)
     select 'bench' || i || '@bench.local', true, 'Bench Member ' || i, 'Bench', 'Member ' || i, 'bench' || i, true,
            'U+1F600', 'U+1F603', 'U+1F604'
     from generate_series(0, $1 - 1) as i`,
    [users],
  ),
);
await step('accounts', () =>
  q(
    `insert into auth_accounts (user_id, account_id, provider_id, password)
     select id, id::text, 'credential', $1 from users where email like '%@bench.local'`,
    [passwordHash],
  ),
);
await step(`circles (${circles})`, () =>
  q(
    `insert into circles (id, name, description, type, owner_id)
     select 'bench-' || i, 'Bench circle ' || i,
            'Members who share ' || (array['gardening', 'cycling', 'chess', 'cooking', 'photography', 'music',
              'hiking', 'reading'])[1 + i % 8] || ' tips, group ' || i,
            case when i % 5 = 0 then 'private' else 'public' end,
            (select id from users where email = 'bench' || (i % $2) || '@bench.local')
     from generate_series(0, $1 - 1) as i`,
    [circles, users],
  ),
);
await step('memberships', async () => {
  await q(`insert into circle_memberships (circle_id, user_id, status)
           select 'world', id, 'member' from users where email like '%@bench.local'`);
  // Each member joins five circles, spread evenly.
  await q(
    `insert into circle_memberships (circle_id, user_id, status)
     select distinct 'bench-' || ((u.n * 7 + k * 131) % $1), u.id, 'member'
     from (select id, row_number() over (order by email) as n from users where email like '%@bench.local') as u,
          generate_series(0, 4) as k
     on conflict do nothing`,
    [circles],
  );
});
await step(`posts (${posts})`, async () => {
  const batch = 200_000;
  for (let offset = 0; offset < posts; offset += batch) {
    await q(
      `with authors as (select array_agg(id order by email) as ids from users where email like '%@bench.local')
       insert into posts (author_id, circle_id, content, created_at)
       select authors.ids[1 + (i % $3)],
              case when i % 2 = 0 then 'world' else 'bench-' || (i % $4) end,
              'Bench post number ' || i || ' about circles and friends'
                || case when i % 10 = 3 then ' weekly' else '' end
                || case when i % 30 = 7 then ' harbor' else '' end
                || case when i % 100 = 37 then ' lantern' else '' end,
              now() - make_interval(secs => ($2 - i))
       from authors, generate_series($1, least($1 + ${batch}, $2) - 1) as i`,
      [offset, posts, users, circles],
    );
  }
});
await step('likes', () =>
  q(
    `insert into likes (likeable_type, likeable_id, user_id)
     select 'post', p.id, u.id
     from (select id, row_number() over () as n from posts order by created_at desc limit 20000) as p
     cross join generate_series(0, $2 - 1) as k
     cross join lateral (select id from users where email = 'bench' || ((p.n * 13 + k) % $1) || '@bench.local') as u
     on conflict do nothing`,
    [users, likesPerPost],
  ),
);
await step('like counters', () =>
  q(`update posts set likes_count = l.n
     from (select likeable_id, count(*)::int as n from likes where likeable_type = 'post' group by likeable_id) as l
     where posts.id = l.likeable_id`),
);
await step(`comments (${commentedPosts} posts x ${commentsPerPost}, + replies)`, async () => {
  // Top-level comments, a minute apart, from members spread over the users; never later than the seed (a comment
  // dated ahead would stay above every new one, and a member's new comment would not lead its post's first page).
  await q(
    `with authors as (select array_agg(id order by email) as ids from users where email like '%@bench.local'),
          recent as (select id, created_at, row_number() over (order by created_at desc) as n
                     from posts order by created_at desc limit $1)
     insert into comments (post_id, user_id, content, created_at, updated_at)
     select recent.id, authors.ids[1 + ((recent.n * 17 + k) % $3)], 'Bench comment ' || k || ' on post ' || recent.n,
            least(recent.created_at + make_interval(mins => k + 1), now() - make_interval(secs => $2 - k)),
            least(recent.created_at + make_interval(mins => k + 1), now() - make_interval(secs => $2 - k))
     from authors, recent, generate_series(0, $2 - 1) as k`,
    [commentedPosts, commentsPerPost, users],
  );
  // One reply under each top-level comment.
  await q(
    `with authors as (select array_agg(id order by email) as ids from users where email like '%@bench.local')
     insert into comments (post_id, user_id, parent_id, content, created_at, updated_at)
     select c.post_id, authors.ids[1 + (abs(hashtext(c.id::text)) % $1)], c.id, 'Bench reply',
            least(c.created_at + interval '30 seconds', now()), least(c.created_at + interval '30 seconds', now())
     from authors, comments as c where c.parent_id is null`,
    [users],
  );
  await q(`update posts set comments_count = c.n
           from (select post_id, count(*)::int as n from comments where parent_id is null group by post_id) as c
           where posts.id = c.post_id`);
  // Likes on the newest comment of each commented post.
  await q(
    `insert into likes (likeable_type, likeable_id, user_id)
     select 'comment', c.id, u.id
     from (select distinct on (post_id) id, row_number() over () as n from comments where parent_id is null
           order by post_id, created_at desc) as c
     cross join generate_series(0, $2 - 1) as k
     cross join lateral (select id from users where email = 'bench' || ((c.n * 11 + k) % $1) || '@bench.local') as u
     on conflict do nothing`,
    [users, likesPerPost],
  );
  await q(`update comments set likes_count = l.n
           from (select likeable_id, count(*)::int as n from likes where likeable_type = 'comment'
                 group by likeable_id) as l
           where comments.id = l.likeable_id`);
});
// As autovacuum would soon after a bulk load (the PostgreSQL on this machine runs with it turned off): the
// visibility map it sets lets counts such as a circle's posts of the week come from the index alone.
await step('vacuum (analyze)', () => q('vacuum (analyze)'));
console.log(`seeded on ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await database.close();
