// `npm start`: build the web app and the server bundle when missing or older than their sources, then run the
// server. Signals reach the server (issue #56): SIGTERM and SIGINT are passed on, SIGHUP (a closed terminal) stops
// it like SIGTERM, and this process exits with the server's code. package.json runs it with `exec`, so npm's
// shell does not stand between npm (which forwards SIGTERM and SIGINT) and this process; and if npm goes away
// without a word (killed by SIGHUP, which it does not handle, or SIGKILL), the server is stopped too, so no
// orphan keeps the port and the embedded database's lock.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { isBuildCurrent } from './build-current.mjs';
import { spawnServer } from './server-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const forwarded = { SIGTERM: 'SIGTERM', SIGINT: 'SIGINT', SIGHUP: 'SIGTERM' };

/** The exit code a shell would report for a child that ended this way. */
const exitCode = (code, signal) => code ?? (signal === 'SIGINT' ? 130 : signal ? 143 : 0);

let child = null;
let stopping = null;
function stop(signal) {
  stopping = signal;
  if (child) child.kill(forwarded[signal]);
  else process.exit(exitCode(null, signal));
}
for (const signal of Object.keys(forwarded)) process.on(signal, () => stop(signal));

// Run by `npm start` and orphaned: npm is gone (the parent pid changed), so nobody will signal us. Only under npm:
// started directly (a unit, a container, a test), a parent that exits on purpose leaves the server running.
if (process.env.npm_lifecycle_event === 'start') {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent && !stopping) stop('SIGTERM');
  }, 1000).unref();
}

/** Runs `child`, passing signals on; resolves with its exit code. */
function track(started) {
  child = started;
  return new Promise((resolve) => {
    started.on('exit', (code, signal) => {
      child = null;
      resolve(exitCode(code, signal));
    });
  });
}

// WEB_DIST set: the server serves that build, and this checkout's web app is not built.
const ownBuild = !process.env.WEB_DIST;
if (ownBuild && (!isBuildCurrent() || process.argv.includes('--build'))) {
  console.log('Building the web app…');
  const status = await track(
    spawn('npm', ['run', 'build', '-w', '@circles/web'], { cwd: root, stdio: 'inherit' }),
  );
  if (status !== 0 || stopping) process.exit(status || 1);
}

process.exit(await track(spawnServer(process.env, { cwd: root, stdio: 'inherit' })));
