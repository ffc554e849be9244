import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { seedDataDir } from '../../../../scripts/pglite-template.mjs';
import { spawnServer, v8DefaultFlags } from '../../../../scripts/server-command.mjs';

const serverSrc = path.resolve(import.meta.dirname, '..');

/** A free local port (the kernel's pick, released for the child to take). */
export async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * The real server as `npm start` runs it (the bundle of main.ts, rebuilt when older than its sources) in its own
 * process with `env`; resolves once /api/health/live answers. A new embedded database (DATA_DIR without one) starts
 * from the data directory initdb made once (scripts/pglite-template.mjs); the server migrates it as on a first start.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    PUBLIC_URL: url,
    WEB_DIST: '/nonexistent',
    DATABASE_URL: '',
    // V8's defaults, as the E2E server: the embedded database's memory-saving flags cost a CPU second or two at
    // each start (decision 0102).
    SERVER_NODE_FLAGS: v8DefaultFlags,
    ...env,
  };
  if (!serverEnv.DATABASE_URL && serverEnv.DATA_DIR) await seedDataDir(serverEnv.DATA_DIR);
  const child = spawnServer(serverEnv, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    const up = await fetch(`${url}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child, output: () => output, exited };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer on ${url} within 120 s:\n${output}`);
}

/** `npm run migrate`'s command with `env` (a new embedded database from initdb's template): its exit code and output. */
export async function runMigrateCommand(env: Record<string, string>) {
  if (!env.DATABASE_URL && env.DATA_DIR) await seedDataDir(env.DATA_DIR);
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverSrc, 'migrate-command.ts')], {
      env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => resolve({ code, output }));
  });
}
