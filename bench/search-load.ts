// Load test of search (issue #18) on the seeded database: people by name (with a typo), circles by name, and posts
// by a rare word (one post) and by a word in every post (the worst case: every match is ranked), beside a bare
// /api/health, from a second process with autocannon.
//   node --import tsx bench/search-load.ts [--database-url URL | --data-dir DIR] [--connections 50] [--seconds 10]
import { getJson, load, loadScriptArgs, signIn, startServer, waitForHealth } from './lib';

const { target, options, base } = loadScriptArgs(3301, {});

const server = startServer(target);
try {
  const health = await waitForHealth(base);
  const cookies = [await signIn(base)];
  const probe = await getJson<{ posts: unknown[] }>(base, '/api/feed/search?q=4242', cookies[0] ?? '');
  if (probe.posts.length === 0) throw new Error('no post found for "4242": seed first (bench/seed.ts)');
  const endpoint = (name: string, path: string) =>
    load(name, options, { url: `${base}${path}`, cookies, serverPid: server.pid });
  const rows = [
    await endpoint('GET /api/health (baseline)', '/api/health'),
    await endpoint('people: "bench membr 42"', '/api/members?q=bench%20membr%2042'),
    await endpoint('circles: "bench circle 7"', '/api/circles/discover?q=bench%20circle%207'),
    await endpoint('posts: rare word "4242"', '/api/feed/search?q=4242'),
    await endpoint('posts: word in every post', '/api/feed/search?q=friends'),
  ];
  console.log(`\n${health.database}, ${options.connections} connections, ${options.seconds} s each`);
  console.table(rows);
} finally {
  server.kill('SIGTERM');
}
