// Delivery latency of live notifications: from the triggering API call returning to the event arriving at N
// open SSE streams. Two server processes on PostgreSQL; streams are spread over both, the trigger goes to one.
//   node --import tsx bench/notify-latency.ts --database-url postgres://postgres@127.0.0.1:5432/circles_notify --clients 1000
// It creates a fresh schema in that database (drops its tables), signs up N members plus a poster.
import type { ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/auth/password';
import { migrate } from '../apps/server/src/db/migrate';
import { postFanoutMaxMembers } from '../apps/server/src/features/notifications/writer';
import { spawnServer } from '../scripts/server-command.mjs';
import { percentile, waitForHealth } from './lib';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/circles_notify' },
    clients: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '20' },
  },
});
const clients = Number(values.clients);
const rounds = Number(values.rounds);
const ports = [3501, 3502];
const bases = ports.map((port) => `http://127.0.0.1:${port}`);

async function resetDatabase() {
  const url = new URL(values['database-url'] as string);
  const name = url.pathname.slice(1);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: values['database-url'] });
  await migrate(pool);
  return pool;
}

async function seed(pool: pg.Pool) {
  const hash = await hashPassword('Bench1password');
  await pool.query(
    `insert into users (email, email_verified, full_name, first_name, last_name, user_handle, profile_completed)
     select 'n' || i || '@bench.local', true, 'Reader ' || i, 'Reader', 'No ' || i, 'reader' || i, true
     from generate_series(0, $1) as i`,
    [clients],
  );
  await pool.query(
    `insert into auth_accounts (user_id, account_id, provider_id, password)
     select id, id::text, 'credential', $1 from users`,
    [hash],
  );
  await pool.query(
    `insert into circle_memberships (circle_id, user_id, status) select 'world', id, 'member' from users`,
  );
}

function startServer(port: number): ChildProcess {
  return spawnServer(
    {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: values['database-url'],
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_RATE_LIMIT_SCALE: '1000',
    },
    { stdio: 'inherit' },
  );
}

async function signIn(base: string, email: string) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'Bench1password' }),
  });
  if (!response.ok) throw new Error(`sign-in ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Opens an SSE stream and calls `onNotification` with the arrival time of each notification event. */
async function openStream(base: string, cookie: string, onNotification: (at: number) => void) {
  const response = await fetch(`${base}/api/notifications/stream`, {
    headers: { cookie, accept: 'text/event-stream' },
  });
  if (!response.ok || !response.body) throw new Error(`stream: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let boundary = buffer.indexOf('\n\n');
      while (boundary !== -1) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        if (block.includes('event: ready')) ready();
        if (block.includes('event: notification')) onNotification(performance.now());
        boundary = buffer.indexOf('\n\n');
      }
    }
  })();
  await isReady;
  return () => reader.cancel();
}

const servers = ports.map(startServer);
try {
  const pool = await resetDatabase();
  await seed(pool);
  await Promise.all(bases.map(waitForHealth));
  const poster = await signIn(bases[0] as string, 'n0@bench.local');
  // The poster makes one circle with every reader in it; each round's post notifies them all.
  const circle = await fetch(`${bases[0]}/api/circles`, {
    method: 'POST',
    headers: { cookie: poster, 'content-type': 'application/json', origin: bases[0] as string },
    body: JSON.stringify({ name: 'Latency', type: 'public' }),
  }).then((r) => r.json() as Promise<{ id: string }>);
  await pool.query(
    `insert into circle_memberships (circle_id, user_id, status) select $1, id, 'member' from users where email <> 'n0@bench.local'`,
    [circle.id],
  );

  let arrivals: number[] = [];
  const closers: (() => Promise<void>)[] = [];
  for (let i = 1; i <= clients; i++) {
    const base = bases[i % 2] as string;
    const cookie = await signIn(base, `n${i}@bench.local`);
    closers.push(await openStream(base, cookie, (at) => arrivals.push(at)));
  }
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // Each reader holds at most one unread post notification per circle: mark all read between rounds.
    await pool.query('update notifications set read = true where not read');
    arrivals = [];
    const response = await fetch(`${bases[0]}/api/posts`, {
      method: 'POST',
      headers: { cookie: poster, 'content-type': 'application/json', origin: bases[0] as string },
      body: JSON.stringify({ circleId: circle.id, content: `round ${round}` }),
    });
    const returned = performance.now();
    if (!response.ok) throw new Error(`post: ${response.status}`);
    const deadline = Date.now() + 10_000;
    while (arrivals.length < Math.min(clients, postFanoutMaxMembers) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    latencies.push(...arrivals.map((at) => Math.max(0, at - returned)));
  }
  latencies.sort((a, b) => a - b);
  const notified = Math.min(clients, postFanoutMaxMembers);
  console.log(
    `\n${clients} SSE clients over 2 processes (PostgreSQL), ${rounds} rounds, ${notified} notified per post`,
  );
  console.log(`deliveries ${latencies.length} / ${notified * rounds}`);
  console.log(
    `p50 ${percentile(latencies, 0.5).toFixed(1)} ms  p95 ${percentile(latencies, 0.95).toFixed(1)} ms  p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
  );
  await Promise.all(closers.map((close) => close().catch(() => undefined)));
  await pool.end();
} finally {
  for (const server of servers) server.kill('SIGTERM');
}
