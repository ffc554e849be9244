// How many members the embedded database serves before answers slow past 1 s (issue #37), and what admission
// control does past that point: starts the server on a seeded PGlite directory, signs in one member per simulated
// member, then for each crowd size every member repeats a member's round (profile, unread count, home feed, world
// feed) back to back, with no think time, from this second process (autocannon, one connection per member).
// Prints per crowd: req/s, p50/p99/max latency, the share of 503 answers (admission control's "busy, try again"),
// other errors and timeouts; then the largest crowd held at p99 under 1 s with under 1% refused, and the 503 share
// of the crowds past it. Issue #57: each crowd also counts the answers slower than the wait budget
// (DB_QUEUE_WAIT_MS + DB_QUEUE_BURST_MS, 1.5 s unless --env sets them) and the kernel's listen-queue overflows
// meanwhile (/proc/net/netstat: connections dropped before the server could accept them).
//   node --import tsx bench/seed.ts --users 400 --circles 40 --posts 20000 --commented-posts 2000 --data-dir DIR
//   node --import tsx bench/crowd-embedded.ts --data-dir DIR [--members 25,50,100,200,300] [--seconds 15]
//     [--env DB_ACTIVE_REQUESTS=16,DB_QUEUE_WAIT_MS=1000] (admission settings for the server, see docs/api.md)
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { loadScriptArgs, signIn, startServer, waitForHealth } from './lib';

const { target, options, base, extras } = loadScriptArgs(3310, { members: '25,50,100,200,300', env: '' });
if (target.databaseUrl) throw new Error('this benchmark is for the embedded database: pass --data-dir');
const crowds = extras.members.split(',').map(Number);
target.env = Object.fromEntries(
  extras.env
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
);

const waitMs = Number(target.env.DB_QUEUE_WAIT_MS ?? 500);
const budgetMs = waitMs + Number(target.env.DB_QUEUE_BURST_MS ?? 2 * waitMs);

/** The kernel's count of connections dropped because a listen queue was full (Linux; 0 elsewhere). */
function listenOverflows() {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const header = lines.findIndex((line) => line.startsWith('TcpExt:'));
    const names = lines[header]?.split(' ') ?? [];
    const values = lines[header + 1]?.split(' ') ?? [];
    return Number(values[names.indexOf('ListenOverflows')] ?? 0);
  } catch {
    return 0;
  }
}

const round = ['/api/me', '/api/notifications/unread-count', '/api/feed/home', '/api/feed/circles/world'];

const server = startServer(target);
try {
  const health = await waitForHealth(base);
  const most = Math.max(...crowds);
  const cookies: string[] = [];
  // Seeded members are bench0..bench{users-1}@bench.local; sign-ins are spaced by the password hashing.
  for (let member = 0; member < most; member += 4) {
    const batch = Array.from({ length: Math.min(4, most - member) }, (_, k) => member + k);
    cookies.push(...(await Promise.all(batch.map((index) => signIn(base, `bench${index}@bench.local`)))));
  }
  console.log(`${health.database}: ${most} members signed in; each crowd for ${options.seconds} s`);

  const rows = [];
  for (const members of crowds) {
    let next = 0;
    let overBudget = 0;
    const overflowsBefore = listenOverflows();
    const result = await autocannon({
      url: base,
      connections: members,
      duration: options.seconds,
      // A request still unanswered after 20 s counts as a timeout (what the crowd met before issue #37).
      timeout: 20,
      setupClient: (client) => {
        client.on('response', (_status: number, _bytes: number, ms: number) => {
          if (ms > budgetMs) overBudget++;
        });
      },
      requests: round.map((path) => ({
        path,
        setupRequest: (request: autocannon.Request, context: { cookie?: string }) => {
          context.cookie ??= cookies[next++ % members] ?? '';
          return { ...request, headers: { ...request.headers, cookie: context.cookie } };
        },
      })),
    });
    const total = result.requests.total + result.timeouts;
    const busy = Number(result.statusCodeStats?.['503' as keyof typeof result.statusCodeStats]?.count ?? 0);
    rows.push({
      members,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      '503 %': Number(((busy / Math.max(1, total)) * 100).toFixed(1)),
      'other errors': result.errors + result.non2xx - busy,
      timeouts: result.timeouts,
      [`over ${budgetMs} ms`]: overBudget,
      'listen overflows': listenOverflows() - overflowsBefore,
    });
    // Let the queue drain between crowds.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  console.table(rows);
  const held = rows.filter((row) => row['p99 ms'] < 1000 && row['503 %'] < 1).at(-1);
  const past = rows.filter((row) => !held || row.members > held.members);
  console.log(
    held
      ? `held: ${held.members} simulated members at p99 ${held['p99 ms']} ms (${held['req/s']} req/s)`
      : 'held: none of the crowds at p99 under 1 s',
  );
  for (const row of past) {
    console.log(
      `past it: ${row.members} members, ${row['503 %']}% answered 503 (Retry-After), p99 ${row['p99 ms']} ms, ` +
        `${row.timeouts} timeouts`,
    );
  }
} finally {
  server.kill('SIGTERM');
}
