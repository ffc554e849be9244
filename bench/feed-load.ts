// Load test of the feeds from a second process: starts the server on the seeded database, signs in as a seeded
// member, then drives each endpoint with autocannon and prints req/s, latency and the CPU each side spent per
// request (server, PostgreSQL, load generator) beside a bare /api/health.
//   node --import tsx bench/feed-load.ts [--database-url URL | --data-dir DIR] [--connections 50] [--seconds 10]
//     [--accept-encoding 'gzip, deflate, br'] (answers over 1 KB then come compressed, as browsers get them)
import { getJson, load, loadScriptArgs, signIn, startServer, waitForHealth } from './lib';

const { target, options, base, extras } = loadScriptArgs(3300, { 'accept-encoding': '' });

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
  const rows = [
    await endpoint('GET /api/health (baseline)', '/api/health'),
    await endpoint('GET /api/feed/home', '/api/feed/home'),
    await endpoint('GET /api/feed/circles/world', '/api/feed/circles/world'),
    await endpoint('GET post detail', `/api/feed/circles/${sample.circle.id}/posts/${sample.id}`),
  ];
  const encoding = extras['accept-encoding'] ? `, Accept-Encoding: ${extras['accept-encoding']}` : '';
  console.log(
    `\n${health.database}, ${options.connections} connections, ${options.seconds} s each${encoding}`,
  );
  console.table(rows);
} finally {
  server.kill('SIGTERM');
}
