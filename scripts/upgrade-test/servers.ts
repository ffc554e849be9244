// Server processes of one tree (the old release's or HEAD's) for the upgrade test, and commands with time limits.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import net from 'node:net';

export type Running = { url: string; child: ChildProcess; output: () => string; stop: () => Promise<void> };

const children = new Set<ChildProcess>();
/** Kills whatever is still running (the test's time limit, a failure). */
export const killAll = () => {
  for (const child of children) child.kill('SIGKILL');
};

export const run = (command: string, args: string[], cwd: string, timeoutMs: number, env = process.env) =>
  execFileSync(command, args, { cwd, timeout: timeoutMs, env, stdio: ['ignore', 'pipe', 'pipe'] }).toString();

const until = async (what: string, timeoutMs: number, check: () => Promise<boolean>) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
};

/** A port no one listens on (the kernel's pick): a fixed one may be another developer's server on this machine. */
async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return String(port);
}

/** The server of `tree` from its sources (as both releases run them) on a free port, once it answers. */
export async function startServer(
  tree: string,
  env: Record<string, string>,
  label: string,
): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: tree,
    env: { ...process.env, ...env, PORT: port, PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => children.delete(child));
  try {
    await until(`${label} answering`, 90_000, async () => {
      if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}:\n${output}`);
      return (await fetch(`${url}/api/health/live`)).ok;
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output.slice(-3000)}`);
  }
  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls readiness until it answers `status` (200 or 503), returning its body. */
export async function readiness(url: string, status: number, timeoutMs: number) {
  let body: unknown;
  await until(`readiness ${status}`, timeoutMs, async () => {
    const response = await fetch(`${url}/api/health/ready`);
    body = await response.json();
    return response.status === status;
  });
  return body as { status: string };
}
