// Load test of the feeds from a second process: starts the server on the seeded database, signs in as a seeded
// member, then drives each endpoint with autocannon and prints req/s and latency beside a bare /api/health.
//   node --import tsx bench/feed-load.ts [--database-url URL | --data-dir DIR] [--connections 50] [--seconds 10]
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '3300' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${values.port}`;

function startServer(): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: values.port,
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-000',
    PUBLIC_URL: base,
    AUTH_RATE_LIMIT_SCALE: '1000',
  };
  if (values['database-url']) env.DATABASE_URL = values['database-url'];
  if (values['data-dir']) env.DATA_DIR = values['data-dir'];
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    env,
    stdio: 'inherit',
  });
}

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return (await response.json()) as { database: string };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

async function signIn() {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'bench0@bench.local', password: 'Bench1password' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function load(name: string, url: string, cookie: string) {
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    headers: { cookie },
  });
  const errors = result.errors + result.non2xx;
  return {
    endpoint: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors,
  };
}

const server = startServer();
try {
  const health = await waitForHealth();
  const cookie = await signIn();
  const home = (await (await fetch(`${base}/api/feed/home`, { headers: { cookie } })).json()) as {
    posts: { id: string; circle: { id: string } }[];
  };
  const sample = home.posts[0];
  if (!sample) throw new Error('the home feed is empty: seed first (bench/seed.ts)');
  const rows = [];
  rows.push(await load('GET /api/health (baseline)', `${base}/api/health`, cookie));
  rows.push(await load('GET /api/feed/home', `${base}/api/feed/home`, cookie));
  rows.push(await load('GET /api/feed/circles/world', `${base}/api/feed/circles/world`, cookie));
  rows.push(
    await load('GET post detail', `${base}/api/feed/circles/${sample.circle.id}/posts/${sample.id}`, cookie),
  );
  console.log(`\n${health.database}, ${values.connections} connections, ${values.seconds} s each`);
  console.table(rows);
} finally {
  server.kill('SIGTERM');
}
