// Load test of the feeds from a second process: starts the server on the seeded database, signs in as a seeded
// member, then drives each endpoint with autocannon and prints req/s and latency beside a bare /api/health.
//   node --import tsx bench/feed-load.ts [--database-url URL | --data-dir DIR] [--connections 50] [--seconds 10]
import { parseArgs } from 'node:util';
import { baseUrl, getJson, load, signIn, startServer, waitForHealth } from './lib';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '3300' },
  },
});
const target = {
  databaseUrl: values['database-url'],
  dataDir: values['data-dir'],
  port: Number(values.port),
};
const options = { connections: Number(values.connections), seconds: Number(values.seconds) };
const base = baseUrl(target);

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
  const rows = [
    await load('GET /api/health (baseline)', options, { url: `${base}/api/health`, cookies }),
    await load('GET /api/feed/home', options, { url: `${base}/api/feed/home`, cookies }),
    await load('GET /api/feed/circles/world', options, { url: `${base}/api/feed/circles/world`, cookies }),
    await load('GET post detail', options, {
      url: `${base}/api/feed/circles/${sample.circle.id}/posts/${sample.id}`,
      cookies,
    }),
  ];
  console.log(`\n${health.database}, ${options.connections} connections, ${options.seconds} s each`);
  console.table(rows);
} finally {
  server.kill('SIGTERM');
}
