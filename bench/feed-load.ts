// Load test of the feeds from a second process: starts the server on the seeded database, signs in as a seeded
// member, then drives each endpoint with autocannon and prints req/s, latency and the CPU each side spent per
// request (server, PostgreSQL, load generator) beside the liveness check, which touches neither the database nor a
// session (the baseline), and /api/health, which asks the database.
//   node --import tsx bench/feed-load.ts [--database-url URL | --data-dir DIR] [--connections 50] [--seconds 10]
//     [--accept-encoding 'gzip, deflate, br'] (answers over 1 KB then come compressed, as browsers get them)
//     [--rounds 1] (measures every endpoint again N times and prints the home feed's share of the baseline per round,
//     and its median: on this 2-core machine one round varies by about ±20%)
import { getJson, load, loadScriptArgs, signIn, startServer, waitForHealth } from './lib';

const { target, options, base, extras } = loadScriptArgs(3300, { 'accept-encoding': '', rounds: '1' });

const server = startServer(target);
try {
  const health = await waitForHealth(base);
  const cookies = [await signIn(base)];
  const home = await getJson<{ posts: { id: string; circle: { id: string } }[] }>(
    base,
    '/api/feed/home',
    cookies[0] ?? '',
  );
  const sample = home.posts[0];
  if (!sample) throw new Error('the home feed is empty: seed first (bench/seed.ts)');
  const endpoint = (name: string, path: string) =>
    load(name, options, {
      url: `${base}${path}`,
      cookies,
      serverPid: server.pid,
      acceptEncoding: extras['accept-encoding'] || undefined,
    });
  const encoding = extras['accept-encoding'] ? `, Accept-Encoding: ${extras['accept-encoding']}` : '';
  const shares: { share: number; p99: number; postPage: number }[] = [];
  const rounds = Math.max(1, Number(extras.rounds));
  for (let round = 1; round <= rounds; round++) {
    const rows = [
      // The baseline touches neither the database nor a session (issue #38); /api/health asks the database.
      await endpoint('GET /api/health/live (baseline)', '/api/health/live'),
      await endpoint('GET /api/health', '/api/health'),
      await endpoint('GET /api/feed/home', '/api/feed/home'),
      await endpoint('GET /api/feed/circles/world', '/api/feed/circles/world'),
      // The web's one request for a post's page: the post and its first page of comments.
      await endpoint(
        'GET post page (post + first comments)',
        `/api/feed/circles/${sample.circle.id}/posts/${sample.id}/page`,
      ),
    ];
    const [baselineRow, , homeRow, , postPageRow] = rows as [(typeof rows)[0], ...typeof rows];
    shares.push({
      share: (homeRow?.['req/s'] ?? 0) / baselineRow['req/s'],
      p99: homeRow?.['p99 ms'] ?? 0,
      postPage: (postPageRow?.['req/s'] ?? 0) / baselineRow['req/s'],
    });
    const of = rounds > 1 ? ` (round ${round} of ${rounds})` : '';
    console.log(
      `\n${health.database}, ${options.connections} connections, ${options.seconds} s each${encoding}${of}`,
    );
    console.table(rows);
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] as number;
  };
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  console.log(
    `home feed req/s as a share of the baseline: ${shares.map(({ share }) => percent(share)).join(', ')}; ` +
      `median ${percent(median(shares.map(({ share }) => share)))} (target 50%); ` +
      `home p99 median ${median(shares.map(({ p99 }) => p99))} ms (target < 50)`,
  );
  console.log(
    `post page (post + first comments, one request) as a share of the baseline: ` +
      `${shares.map(({ postPage }) => percent(postPage)).join(', ')}; ` +
      `median ${percent(median(shares.map(({ postPage }) => postPage)))} (target 50%)`,
  );
} finally {
  server.kill('SIGTERM');
}
