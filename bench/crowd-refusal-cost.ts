// What a refusal costs the server against a kept read (issue #57: at most a tenth): starts the server with one
// request at a time and no queue, holds that one turn with a request stuck behind a lock on the users table, and
// drives GET /api/feed/home, which is then refused at once; then lets the database go and drives the same read
// (a kept home page: its session and page from the caches) and the post page (a read that asks the database).
// Prints req/s, latency and the server's CPU per request (from /proc) of each. Nothing is served meanwhile, so since
// decision 0097 this is a retry storm and every refusal is held up to the wait budget: at a few dozen refusals a
// second the CPU per refusal it prints is mostly the process's fixed cost (bench/PERFORMANCE.md, What a refusal
// costs, has the figure with holding off).
//   node --import tsx bench/crowd-refusal-cost.ts --database-url URL [--connections 50] [--seconds 10]
import pg from 'pg';
import { getJson, load, loadScriptArgs, signIn, startServer, waitForHealth } from './lib';

const { target, options, base } = loadScriptArgs(3330);
if (!target.databaseUrl) throw new Error('pass --database-url (the lock is taken on PostgreSQL)');
target.env = { DB_ACTIVE_REQUESTS: '1', DB_QUEUE_MAX: '0' };
const server = startServer(target);
const locker = new pg.Client({ connectionString: target.databaseUrl });
try {
  await waitForHealth(base);
  const cookie = await signIn(base, 'bench0@bench.local');
  const other = await signIn(base, 'bench1@bench.local');
  const home = await getJson<{ posts: { id: string; circle: { id: string } }[] }>(
    base,
    '/api/feed/home',
    cookie,
  );
  const post = home.posts[0];
  if (!post) throw new Error('bench0 has no posts: seed first');
  const postPage = `${base}/api/feed/circles/${post.circle.id}/posts/${post.id}/page`;
  const serverPid = server.pid;
  // One request at a time is admitted here, so the served reads run on one connection (their CPU per request
  // hardly depends on how many run at once); the refusals on all of them.
  const one = { ...options, connections: 1 };
  const rows = [];
  rows.push(
    await load('kept home page (before)', one, {
      url: `${base}/api/feed/home`,
      cookies: [cookie],
      serverPid,
    }),
  );

  await locker.connect();
  await locker.query('begin');
  await locker.query('lock table users in access exclusive mode');
  // Another member's first request looks their session up, reads users and waits: it holds the one turn.
  const held = fetch(`${base}/api/me`, { headers: { cookie: other } }).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 500));
  rows.push(
    await load('refused (503)', options, { url: `${base}/api/feed/home`, cookies: [cookie], serverPid }),
  );
  await locker.query('rollback');
  await held;

  rows.push(
    await load('kept home page (after)', one, {
      url: `${base}/api/feed/home`,
      cookies: [cookie],
      serverPid,
    }),
  );
  rows.push(await load('post page', one, { url: postPage, cookies: [cookie], serverPid }));
  rows.push(
    await load('liveness (no admission)', one, {
      url: `${base}/api/health/live`,
      cookies: [''],
      serverPid,
    }),
  );
  console.table(rows);
} finally {
  await locker.end().catch(() => {});
  server.kill('SIGTERM');
}
