// Server memory (RSS from /proc) idle after start, during feed load and idle again after it, with the feeds'
// req/s beside it, so a memory setting can be judged on both. On the embedded database set its shared buffers
// with --shared-buffers (PGLITE_SHARED_BUFFERS, default 16MB).
//   node --import tsx bench/memory.ts [--database-url URL | --data-dir DIR] [--shared-buffers 16MB] [--seconds 10]
import { readFileSync } from 'node:fs';
import { load, loadScriptArgs, signIn, startServer, waitForHealth } from './lib';

const { target, options, base, extras } = loadScriptArgs(3630, { 'shared-buffers': '16MB' });
process.env.PGLITE_SHARED_BUFFERS = extras['shared-buffers'];

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server = startServer(target);
const pid = server.pid ?? 0;
try {
  const health = await waitForHealth(base);
  await sleep(5000);
  const idle = rssMb(pid);
  const cookies = [await signIn(base)];
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 250);
  const rows = [
    await load('GET /api/feed/home', options, { url: `${base}/api/feed/home`, cookies, serverPid: pid }),
    await load('GET /api/feed/circles/world', options, {
      url: `${base}/api/feed/circles/world`,
      cookies,
      serverPid: pid,
    }),
  ];
  clearInterval(sampler);
  await sleep(10_000);
  const after = rssMb(pid);
  const setting = health.database === 'pglite' ? `, shared_buffers ${extras['shared-buffers']}` : '';
  console.log(
    `\n${health.database}${setting}, ${options.connections} connections, ${options.seconds} s each`,
  );
  console.table(rows);
  console.table([{ 'RSS idle MB': idle, 'RSS peak under load MB': peak, 'RSS idle after load MB': after }]);
} finally {
  server.kill('SIGTERM');
}
