import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { getTestServer } from './test-server';

/**
 * A second server process on the test's PostgreSQL database (PostgreSQL only: PGlite is one process), for
 * what must cross processes: notifications, ended sessions. Stop it with `stop()` in afterEach; it resolves once the
 * process has exited, its database connections closed with it.
 */
export async function startSecondServer(
  env: Record<string, string> = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = await getTestServer();
  const url = server.context.database.url;
  if (!url) throw new Error('a second server process needs PostgreSQL (TEST_DATABASE_URL)');
  const port = await freePort();
  const other = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: other,
        DATABASE_URL: url,
        LOG_LEVEL: 'error',
        NODE_ENV: 'test',
        // The test server's media directory (processes on one database must share one), and no periodic jobs
        // (a digest run would mail members in the middle of a test; jobs/jobs.test.ts covers them).
        MEDIA_DIR: server.mediaDir,
        JOBS: 'off',
        ...env,
      },
      stdio: 'ignore',
    },
  );
  // Up to 40 s: it compiles the server through tsx at start, which CI does beside the image's build.
  for (let i = 0; i < 160; i++) {
    const up = await fetch(`${other}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url: other, stop: () => stopChild(child) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the second server did not answer on ${other} within 40 s`);
}

function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

/** A port nothing listens on just now (runs side by side must not pick the same one). */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
