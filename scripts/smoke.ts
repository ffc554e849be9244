// The smoke test of a release: start, health, sign-up through the dev outbox, a post, stop (issue #42).
//   node --import tsx scripts/smoke.ts                    the image's start command (node scripts/start.mjs) here
//   node --import tsx scripts/smoke.ts --image circles    the same steps against the container image
// Both run with the image's settings (HOST=0.0.0.0, a fresh DATA_DIR, the embedded database); the outbox is
// opened (DEV_MAILBOX=open, NODE_ENV=development) because production never serves it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expectStatus, signUpThroughOutbox } from './ops/member';

const root = path.resolve(import.meta.dirname, '..');
const imageAt = process.argv.indexOf('--image');
const image = imageAt > 0 ? process.argv[imageAt + 1] : undefined;
// A port nothing listens on now (another checkout's server may hold a fixed one).
const port = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const settings = {
  NODE_ENV: 'development',
  DEV_MAILBOX: 'open',
  HOST: '0.0.0.0',
  PUBLIC_URL: base,
  AUTH_SECRET: 'smoke-test-secret-not-for-production-0123456789',
  LOG_LEVEL: 'warn',
};
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const step = (text: string) => console.log(`smoke: ${text} (${elapsed()})`);

function start(): { child: ChildProcess; stop: () => void } {
  if (image) {
    const name = `circles-smoke-${process.pid}`;
    const args = ['run', '--rm', '--name', name, '-p', `127.0.0.1:${port}:3000`];
    for (const [key, value] of Object.entries(settings)) args.push('-e', `${key}=${value}`);
    const child = spawn('docker', [...args, image], { stdio: ['ignore', 'inherit', 'inherit'] });
    return { child, stop: () => spawnSync('docker', ['stop', '--time', '20', name], { stdio: 'ignore' }) };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-smoke-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...settings,
      PORT: String(port),
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(dataDir, 'media'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { child, stop: () => child.kill('SIGTERM') };
}

let exitedEarly = false;
async function waitFor(pathname: string, seconds: number) {
  for (let i = 0; i < seconds * 4 && !exitedEarly; i++) {
    const status = await fetch(`${base}${pathname}`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${pathname} did not answer 200 within ${seconds} s`);
}

const server = start();
const exited = new Promise<number | null>((resolve) =>
  server.child.once('exit', (code) => {
    exitedEarly = true;
    resolve(code);
  }),
);
try {
  await waitFor('/api/health/live', 240);
  step('live');
  await waitFor('/api/health/ready', 30);
  step('ready');
  const member = await signUpThroughOutbox(base, `smoke-${Date.now()}@example.com`);
  step('signed up through the dev outbox and signed in');
  const content = `Smoke test ${new Date().toISOString()}`;
  expectStatus('post', await member.post('/api/posts', { circleId: 'world', content }), 201);
  const feed = await member.get<{ posts: { content: string }[] }>('/api/feed/circles/world');
  expectStatus('feed', feed);
  if (!feed.body.posts.some((post) => post.content === content))
    throw new Error('the new post is not in the feed');
  step('posted, and the post is in the feed');
  const page = await fetch(`${base}/`);
  if (page.status !== 200 || !(await page.text()).includes('<div id="root"')) throw new Error('no home page');
  step('the web app answers');
} catch (error) {
  server.stop();
  console.error(`smoke: FAILED after ${elapsed()}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
server.stop();
const code = await Promise.race([
  exited,
  // unref: once the server has exited, this timer must not keep the smoke test alive for its 30 s.
  new Promise((resolve) => setTimeout(() => resolve('timeout'), 30_000).unref()),
]);
if (code === 'timeout') {
  server.child.kill('SIGKILL');
  console.error('smoke: FAILED: the server did not stop within 30 s of SIGTERM');
  process.exit(1);
}
step(`stopped (exit ${code})`);
console.log(`smoke: passed in ${elapsed()}`);
