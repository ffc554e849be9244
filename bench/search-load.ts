// Search (issue #18) on the seeded database, as bench0 (a member of world and five circles) sees it: each kind of
// search first one request at a time from one client (p50, p99 and the slowest, against the 50 ms p99 budget),
// then from `--connections` clients at once with autocannon (req/s, p50, p99, CPU per request), beside a bare
// /api/health. The words come from bench/seed.ts: '4242' is in 111 posts (numbers are matched as prefixes),
// 'lantern', 'harbor' and 'weekly' in 1%, 3% and 10% of them, 'friends' in every one.
//   node --import tsx bench/search-load.ts [--database-url URL | --data-dir DIR] [--requests 300]
//        [--connections 50] [--seconds 10] [--only sequential|concurrent]
import { getJson, load, loadScriptArgs, signIn, startServer, waitForHealth } from './lib';

const { target, options, base, extras } = loadScriptArgs(3301, { requests: '300', only: '' });
const budgetMs = 50;

const searches: [string, string][] = [
  ['posts: rare word "4242"', '/api/feed/search?q=4242'],
  ['posts: no match "qqqzzz"', '/api/feed/search?q=qqqzzz'],
  ['posts: 1% of posts "lantern"', '/api/feed/search?q=lantern'],
  ['posts: 3% of posts "harbor"', '/api/feed/search?q=harbor'],
  ['posts: 10% of posts "weekly"', '/api/feed/search?q=weekly'],
  ['posts: word in every post', '/api/feed/search?q=friends'],
  ['posts: every post, last page', '/api/feed/search?q=friends&cursor=1000&limit=50'],
  ['posts: words "post number 4242"', '/api/feed/search?q=post%20number%204242'],
  ['posts: words "circles friends"', '/api/feed/search?q=circles%20friends'],
  ['people: typo "bench membr 42"', '/api/members?q=bench%20membr%2042'],
  ['people: handle "@bench4242"', '/api/members?q=%40bench4242'],
  ['people: "member" (everyone)', '/api/members?q=member'],
  ['circles: name "bench circle 7"', '/api/circles/discover?q=bench%20circle%207'],
  ['circles: description "gardening"', '/api/circles/discover?q=gardening'],
  ['circles: typo "bnch circel 7"', '/api/circles/discover?q=bnch%20circel%207'],
];

/** One request at a time: latency as one member waiting for each answer (body read) sees it. */
async function sequential(name: string, path: string, cookie: string, requests: number) {
  const timings: number[] = [];
  for (let i = 0; i < requests + 5; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    if (i >= 5) timings.push(performance.now() - started); // the first five warm the plan cache
  }
  timings.sort((a, b) => a - b);
  const at = (share: number) => Number((timings[Math.ceil(share * timings.length) - 1] ?? 0).toFixed(1));
  const p99 = at(0.99);
  return {
    search: name,
    'p50 ms': at(0.5),
    'p99 ms': p99,
    'max ms': Number((timings.at(-1) ?? 0).toFixed(1)),
    [`p99 < ${budgetMs} ms`]: p99 < budgetMs ? 'yes' : 'NO',
  };
}

/**
 * Waits until the server answers /api/health (one database query) promptly again: requests autocannon gave up on
 * are still queued for the database pool, and would otherwise be charged to the next search.
 */
async function settle() {
  for (let i = 0; i < 600; i++) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const server = startServer(target);
try {
  const health = await waitForHealth(base);
  const cookies = [await signIn(base)];
  const cookie = cookies[0] ?? '';
  const probe = await getJson<{ posts: unknown[] }>(base, '/api/feed/search?q=4242', cookie);
  if (probe.posts.length === 0) throw new Error('no post found for "4242": seed first (bench/seed.ts)');

  if (extras.only !== 'concurrent') {
    const requests = Number(extras.requests);
    const rows = [await sequential('GET /api/health (baseline)', '/api/health', cookie, requests)];
    for (const [name, path] of searches) rows.push(await sequential(name, path, cookie, requests));
    console.log(`\n${health.database}, one client, ${requests} requests each (after 5 to warm up)`);
    console.table(rows);
  }
  if (extras.only !== 'sequential') {
    const endpoint = async (name: string, path: string) => {
      await settle();
      return load(name, options, { url: `${base}${path}`, cookies, serverPid: server.pid });
    };
    const rows = [await endpoint('GET /api/health (baseline)', '/api/health')];
    for (const [name, path] of searches) rows.push(await endpoint(name, path));
    console.log(`\n${health.database}, ${options.connections} connections, ${options.seconds} s each`);
    console.table(rows);
  }
} finally {
  server.kill('SIGTERM');
}
