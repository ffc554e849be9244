// Shared by the load scripts: start the server on a seeded database, sign members in, drive an endpoint with
// autocannon from this (second) process and summarise req/s and latency.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { spawnServer } from '../scripts/server-command.mjs';

export type LoadOptions = { connections: number; seconds: number };
export type Target = { databaseUrl?: string; dataDir?: string; port: number; env?: Record<string, string> };

/**
 * The options every load script takes: [--database-url URL | --data-dir DIR] [--connections 50] [--seconds 10]
 * [--port N], plus its own `extra` string options (with defaults).
 */
export function loadScriptArgs<Extra extends string>(
  defaultPort: number,
  extra: Record<Extra, string> = {} as never,
) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      connections: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '10' },
      port: { type: 'string', default: String(defaultPort) },
      ...Object.fromEntries(
        Object.entries(extra).map(([name, value]) => [
          name,
          { type: 'string' as const, default: value as string },
        ]),
      ),
    },
  });
  const target: Target = {
    databaseUrl: values['database-url'] as string | undefined,
    dataDir: values['data-dir'] as string | undefined,
    port: Number(values.port),
  };
  const options: LoadOptions = { connections: Number(values.connections), seconds: Number(values.seconds) };
  const extras = Object.fromEntries(
    Object.keys(extra).map((name) => [name, String((values as Record<string, unknown>)[name])]),
  ) as Record<Extra, string>;
  return { target, options, base: baseUrl(target), extras };
}
export const baseUrl = (target: Target) => `http://127.0.0.1:${target.port}`;

/** The value at `share` (0.5 for the median, 0.99 for p99) of an ascending list; 0 for an empty one. */
export const percentile = (sorted: number[], share: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] as number) : 0;

export function startServer(target: Target): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(target.port),
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-000',
    PUBLIC_URL: baseUrl(target),
    AUTH_RATE_LIMIT_SCALE: '1000',
  };
  Object.assign(env, target.env);
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  if (target.dataDir) env.DATA_DIR = target.dataDir;
  return spawnServer(env, { stdio: 'inherit' });
}

/**
 * The built app as a visitor's benches need it (bench/web.ts, bench/render-languages.ts): the embedded database on
 * a fresh directory, in development mode, so sign-up mail goes to the dev outbox the E2E fixtures read.
 */
export function startDevApp(port: string, dataDirPrefix: string): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), dataDirPrefix)),
    LOG_LEVEL: 'error',
    AUTH_RATE_LIMIT_SCALE: '50',
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  return spawnServer(env, { stdio: 'inherit' });
}

export async function waitForHealth(base: string) {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return (await response.json()) as { database: string };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

/** Signs a seeded member in (password 'Bench1password'); returns the Cookie header. */
export async function signIn(base: string, email = 'bench0@bench.local') {
  let response: Response;
  // A busy server (503) is asked again after its Retry-After, as a member would press the button again.
  for (let attempt = 0; ; attempt++) {
    response = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password: 'Bench1password' }),
    });
    if (response.status !== 503 || attempt >= 10) break;
    await new Promise((resolve) => setTimeout(resolve, 1000 * (1 + Math.random())));
  }
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function getJson<T>(base: string, pathAndQuery: string, cookie: string): Promise<T> {
  const response = await fetch(`${base}${pathAndQuery}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Drives one request shape. `cookies` are handed out one per connection (round robin), so a workload can come
 * from many members at once.
 */
export async function load(
  name: string,
  options: LoadOptions,
  request: {
    url: string;
    cookies: string[];
    method?: 'GET' | 'POST';
    body?: unknown;
    /** A sequence each connection repeats (paths under `url`'s origin) instead of the one request. */
    sequence?: { path: string; method?: 'GET' | 'POST'; body?: unknown }[];
    /** The server's process: its CPU per request is reported beside PostgreSQL's and the load generator's. */
    serverPid?: number;
    /** Sent as Accept-Encoding (a browser sends 'gzip, deflate, br, zstd'): measures the compressed answers. */
    acceptEncoding?: string;
  },
) {
  let next = 0;
  const cpuBefore = cpuTicks(request.serverPid);
  const sendsJson =
    request.body !== undefined || Boolean(request.sequence?.some((step) => step.body !== undefined));
  const result = await autocannon({
    url: request.url,
    connections: options.connections,
    duration: options.seconds,
    method: request.method ?? 'GET',
    headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    // In a sequence every step carries the connection's member (autocannon's setHeaders only reaches one step).
    requests: request.sequence?.map((step) => ({
      path: step.path,
      method: step.method ?? 'GET',
      body: step.body === undefined ? undefined : JSON.stringify(step.body),
      setupRequest: (req: autocannon.Request, context: { cookie?: string }) => {
        context.cookie ??= request.cookies[next++ % request.cookies.length] ?? '';
        return {
          ...req,
          headers: {
            ...req.headers,
            cookie: context.cookie,
            origin: new URL(request.url).origin,
            'content-type': 'application/json',
          },
        };
      },
    })),
    setupClient: (client) => {
      if (request.sequence) return;
      const cookie = request.cookies[next++ % request.cookies.length] ?? '';
      client.setHeaders({
        cookie,
        origin: new URL(request.url).origin,
        ...(sendsJson ? { 'content-type': 'application/json' } : {}),
        ...(request.acceptEncoding ? { 'accept-encoding': request.acceptEncoding } : {}),
      });
    },
  });
  const cpu = cpuPerRequest(cpuBefore, cpuTicks(request.serverPid), result.requests.total);
  return {
    endpoint: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
    ...(request.serverPid ? cpu : {}),
  };
}

type Side = 'loadgen' | 'server' | 'postgres' | 'other';

/**
 * CPU time (Linux /proc, in clock ticks of 10 ms) used so far by each process, with its side: this process, the
 * given child, a PostgreSQL process or anything else. Per process, so that one that exits between two readings
 * (an idle pool connection closed) does not take its earlier CPU off the total.
 */
function cpuTicks(serverPid?: number) {
  const ticks = new Map<number, { side: Side; used: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const used = Number(fields[11]) + Number(fields[12]);
    const pid = Number(entry);
    const side: Side =
      pid === process.pid
        ? 'loadgen'
        : pid === serverPid
          ? 'server'
          : name.startsWith('postgres')
            ? 'postgres'
            : 'other';
    ticks.set(pid, { side, used });
  }
  return ticks;
}

/**
 * Microseconds of CPU per request for each side, from two `cpuTicks` readings around `requests` requests: each
 * process's growth (all of it for one started meanwhile; nothing for one that ended, whose last ticks are lost).
 */
function cpuPerRequest(
  before: ReturnType<typeof cpuTicks>,
  after: ReturnType<typeof cpuTicks>,
  requests: number,
) {
  const spent = { loadgen: 0, server: 0, postgres: 0, other: 0 };
  for (const [pid, { side, used }] of after) spent[side] += used - (before.get(pid)?.used ?? 0);
  const perRequest = (side: Side) => (requests > 0 ? Math.round((spent[side] * 10_000) / requests) : 0);
  return {
    'server µs': perRequest('server'),
    'postgres µs': perRequest('postgres'),
    'loadgen µs': perRequest('loadgen'),
  };
}
