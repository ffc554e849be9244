// The load-balanced run (issue #36): Debian's nginx with the reference configuration in front of 3 server
// processes on one PostgreSQL, with one shared media directory. A bounded mixed load (reads, posts, comments,
// likes, live notification streams) runs while one process is killed (kill -9) and another stopped (SIGTERM).
// Prints requests, errors, acknowledged writes lost, notifications delivered of expected, stale reads; exits 1
// when a write was lost, a notification never arrived or a read was stale.
//   node --import tsx scripts/lb-run.ts [--transport notify|redis] [--seconds 60] [--workers 8] [--members 6]
// PostgreSQL: LB_DATABASE_URL (an admin URL; a fresh database is made and dropped), default
// postgres://postgres@127.0.0.1:5432/postgres. Redis: REDIS_URL, default redis://127.0.0.1:6379.
import { type ChildProcess, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import webpush from 'web-push';
import { startNginx } from './lb-run/nginx';
import { followNotifications } from './lb-run/stream-follower';
import { newTally, runWorker } from './lb-run/workload';
import { type Member, signUpThroughOutbox } from './ops/member';
import { spawnServer } from './server-command.mjs';

const { values: args } = parseArgs({
  options: {
    transport: { type: 'string', default: 'notify' },
    seconds: { type: 'string', default: '60' },
    workers: { type: 'string', default: '8' },
    members: { type: 'string', default: '6' },
  },
});
if (args.transport !== 'notify' && args.transport !== 'redis')
  throw new Error('--transport is notify or redis');
const seconds = Number(args.seconds);
const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const log = (text: string) =>
  console.log(`lb-run: ${text} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

// A database of the run's own, dropped at the end.
const adminUrl = process.env.LB_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `lb_run_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${databaseName}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-lb-run-'));
const nginxPort = await freePort();
const base = `http://127.0.0.1:${nginxPort}`;
const vapid = webpush.generateVAPIDKeys();
const shared = {
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'error',
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: '5',
  MEDIA_DIR: path.join(work, 'media'),
  PUBLIC_URL: base,
  TRUST_PROXY: 'true',
  // Members sign up through the dev outbox, read through nginx: the outbox refuses proxied requests unless open
  // (issue #57); this run's nginx listens on loopback only.
  DEV_MAILBOX: 'open',
  MIGRATE_ON_START: 'false',
  AUTH_RATE_LIMIT_SCALE: '1000',
  WRITE_RATE_LIMIT_SCALE: '1000',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  ...(args.transport === 'redis' ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } : {}),
};

const processes: { port: number; child: ChildProcess }[] = [];
let nginx: ChildProcess | undefined;
const stopAll = async () => {
  nginx?.kill('SIGTERM');
  for (const { child } of processes) if (child.exitCode === null) child.kill('SIGKILL');
  await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => {});
  await admin.end();
  fs.rmSync(work, { recursive: true, force: true });
};

try {
  // Migrations once, before any process starts (as a rolling deploy does).
  const migrated = spawnSync('npm', ['run', '--silent', 'migrate'], {
    cwd: root,
    env: shared,
    stdio: 'inherit',
  });
  if (migrated.status !== 0) throw new Error('npm run migrate failed');
  for (let i = 0; i < 3; i++) {
    const port = await freePort();
    const env = { ...shared, PORT: String(port), DATA_DIR: path.join(work, `data-${i}`) };
    processes.push({ port, child: spawnServer(env, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }) });
  }
  for (const { port } of processes) {
    for (let i = 0; i < 240; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(250);
    }
  }
  nginx = startNginx(
    path.join(work, 'nginx'),
    nginxPort,
    processes.map((p) => p.port),
  );
  for (
    let i = 0;
    i < 40 &&
    !(await fetch(`${base}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    await sleep(250);
  }
  log(`3 processes (${args.transport}) behind nginx on ${base}`);

  const members: Member[] = [];
  for (let i = 0; i < Number(args.members); i++) {
    members.push(await signUpThroughOutbox(base, `lb-${i}-${Date.now()}@example.com`));
  }
  const stopStreams = new AbortController();
  const streams = members.map((member) => followNotifications(member, stopStreams.signal));
  log(`${members.length} members signed up through the outbox, each with a live stream`);

  const tally = newTally();
  const deadline = Date.now() + seconds * 1000;
  const workers = Array.from({ length: Number(args.workers) }, () => runWorker(members, deadline, tally));
  await sleep((seconds * 1000) / 3);
  processes[0]?.child.kill('SIGKILL');
  log(`kill -9 process 1 (port ${processes[0]?.port})`);
  await sleep((seconds * 1000) / 3);
  processes[1]?.child.kill('SIGTERM');
  log(`SIGTERM process 2 (port ${processes[1]?.port})`);
  await Promise.all(workers);
  log('load done');

  // What was acknowledged must be in the database.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const existing = async (sql: string, ids: string[]) =>
    new Set((await db.query<{ id: string }>(sql, [ids])).rows.map((row) => row.id));
  const posts = await existing(
    'select id::text as id from posts where id = any($1::uuid[])',
    tally.posts.map((p) => p.id),
  );
  const comments = await existing(
    'select id::text as id from comments where id = any($1::uuid[])',
    tally.comments,
  );
  const userIds = await Promise.all(
    members.map(async (m) => (await m.get<{ userId: string }>('/api/me')).body.userId),
  );
  const likeRows = await db.query<{ key: string }>(
    "select user_id || ':' || likeable_id as key from likes where likeable_type = 'post' and user_id = any($1::uuid[])",
    [userIds],
  );
  const likes = new Set(likeRows.rows.map((row) => row.key));
  const lost =
    tally.posts.filter((p) => !posts.has(p.id)).length +
    tally.comments.filter((id) => !comments.has(id)).length +
    tally.likes.filter((like) => !likes.has(`${userIds[like.userIndex]}:${like.postId}`)).length;

  // Every notification written for the members must reach their streams (live, or replayed on reconnect).
  const expectedRows = await db.query<{ id: string; user_id: string }>(
    'select id::text as id, user_id::text as user_id from notifications where user_id = any($1::uuid[])',
    [userIds],
  );
  const missing = () =>
    expectedRows.rows.filter((row) => !streams[userIds.indexOf(row.user_id)]?.received.has(row.id)).length;
  for (let i = 0; i < 40 && missing() > 0; i++) await sleep(250);
  await db.end();
  stopStreams.abort();
  const expected = expectedRows.rows.length;
  const delivered = expected - missing();
  const reconnects = streams.reduce((sum, stream) => sum + stream.reconnects(), 0);

  const writes = tally.posts.length + tally.comments.length + tally.likes.length;
  console.log(`\nload-balanced run, transport ${args.transport}, ${seconds} s, ${args.workers} workers`);
  console.log(`  requests                    ${tally.requests} (${tally.refused} refused with 4xx)`);
  console.log(`  errors (5xx or no answer)   ${tally.errors}`);
  console.log(
    `  acknowledged writes         ${writes} (${tally.posts.length} posts, ${tally.comments.length} comments, ${tally.likes.length} likes)`,
  );
  console.log(`  acknowledged writes lost    ${lost}`);
  console.log(
    `  notifications delivered     ${delivered} of ${expected} (streams reconnected ${reconnects} times)`,
  );
  console.log(`  stale reads                 ${tally.staleReads} of ${tally.freshnessReads}`);
  const failed = lost > 0 || delivered < expected || tally.staleReads > 0 || writes === 0;
  console.log(failed ? 'lb-run: FAILED' : 'lb-run: passed');
  await stopAll();
  process.exit(failed ? 1 : 0);
} catch (error) {
  console.error(`lb-run: FAILED: ${error instanceof Error ? error.message : error}`);
  await stopAll();
  process.exit(1);
}
