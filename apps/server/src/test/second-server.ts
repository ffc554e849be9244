import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { getTestServer } from './test-server';

/**
 * A second server process on the test's PostgreSQL database (PostgreSQL only: PGlite is one process), for
 * what must cross processes: notifications, ended sessions. Stop it with `stop()` in afterEach.
 */
export async function startSecondServer(): Promise<{ url: string; stop: () => void }> {
  const server = await getTestServer();
  const url = server.context.database.url;
  if (!url) throw new Error('a second server process needs PostgreSQL (TEST_DATABASE_URL)');
  const port = 3400 + Number(process.env.VITEST_POOL_ID ?? 0);
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
      },
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 80; i++) {
    const up = await fetch(`${other}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url: other, stop: () => child.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the second server did not answer on ${other} within 20 s`);
}
