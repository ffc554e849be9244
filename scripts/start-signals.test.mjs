// `npm start` stops with its server (issue #56): a signal sent to the npm process alone, as a supervisor, `docker
// stop` or a CI runner sends it, reaches the server, which drains and exits; npm exits with it and no process of
// the tree is left holding the port or the embedded database's lock.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { seedDataDir } from './pglite-template.mjs';

const root = path.resolve(import.meta.dirname, '..');
const started = [];
// One data directory for every run, its embedded database a copy of initdb's (scripts/pglite-template.mjs): the
// first run migrates it, the others start on it.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-start-'));
fs.mkdirSync(path.join(dir, 'web'));
await seedDataDir(path.join(dir, 'data'));

/** Pids of every live (not zombie) descendant of `pid`, read from /proc. */
function descendants(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z') continue;
    children.set(Number(ppid), [...(children.get(Number(ppid)) ?? []), Number(entry)]);
  }
  const found = [];
  const visit = (parent) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

const isAlive = (pid) => {
  try {
    return !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

const portIsFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** Runs `npm start` on an empty embedded database (no web build: WEB_DIST points elsewhere); resolves once listening. */
function startWithNpm() {
  const env = { ...process.env, NODE_ENV: 'development', DATA_DIR: path.join(dir, 'data') };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'MEDIA_DIR', 'S3_ENDPOINT', 'S3_BUCKET']) delete env[name];
  Object.assign(env, {
    WEB_DIST: path.join(dir, 'web'),
    PORT: '0',
    HOST: '127.0.0.1',
    SHUTDOWN_DRAIN_MS: '300',
  });
  // Its own process group, so that whatever a failing test leaves behind is killed after it (afterEach).
  const npm = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(npm);
  let output = '';
  const exited = new Promise((resolve) => npm.on('exit', (code, signal) => resolve({ code, signal })));
  const listening = new Promise((resolve, reject) => {
    npm.stdout.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((l) => l.includes('Circles is listening'));
      if (line) resolve(JSON.parse(line).port);
    });
    npm.stderr.on('data', (chunk) => {
      output += chunk;
    });
    exited.then(() => reject(new Error(`npm start exited before listening:\n${output}`)));
  });
  return { npm, exited, listening, output: () => output };
}

afterEach(() => {
  for (const npm of started.splice(0)) {
    try {
      process.kill(-npm.pid, 'SIGKILL');
    } catch {}
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm start passes signals on to the server (issue #56)', () => {
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    it(`${signal} to the npm process alone stops the server, and nothing is left running`, async () => {
      const run = startWithNpm();
      const port = await run.listening;
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(ready.status).toBe(200);
      const tree = descendants(run.npm.pid);
      expect(tree.length).toBeGreaterThanOrEqual(2); // start.mjs and the server (and the shell, if any)

      process.kill(run.npm.pid, signal);
      await run.exited;
      if (signal === 'SIGHUP') {
        // npm does not handle SIGHUP and dies at once: start.mjs, orphaned, stops the server after it.
        await expect.poll(() => tree.filter(isAlive), { timeout: 15_000, interval: 100 }).toEqual([]);
      } else {
        // npm passed the signal on and waited: when it exits, the server has drained and exited before it.
        expect(tree.filter(isAlive)).toEqual([]);
      }
      expect(await portIsFree(port)).toBe(true);
      if (signal !== 'SIGHUP') expect(run.output()).toContain(`"signal":"${signal}"`);
    }, 180_000);
  }
});
