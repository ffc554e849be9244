import { spawn } from 'node:child_process';

export type ToolLimits = { memoryBytes: number; niceness: number; timeoutMs: number };
export type ToolResult = { stdout: string; stderr: string };

/** Why a run ended without an answer: it was killed for time, or its caller gave up. */
export class ToolTimeoutError extends Error {}
export class ToolExitError extends Error {
  constructor(
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`exited with ${exitCode}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
  }
}

const stderrKeep = 8 * 1024;
const stdoutMax = 1024 * 1024;

/**
 * Runs ffmpeg or ffprobe bounded (issue #52 §3): under `prlimit` (address space, no core files) and `nice`, in a
 * process group of its own that is killed outright (SIGKILL) on timeout or abort. `onLine` gets stdout's lines as
 * they come (ffmpeg's -progress) instead of collecting them.
 */
export function runTool(
  binary: string,
  args: string[],
  limits: ToolLimits,
  options: { signal?: AbortSignal; onLine?: (line: string) => void } = {},
): Promise<ToolResult> {
  const { signal, onLine } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const wrapped = [
      `--as=${limits.memoryBytes}`,
      '--core=0',
      '--',
      'nice',
      '-n',
      String(limits.niceness),
      binary,
    ];
    const child = spawn('prlimit', [...wrapped, ...args], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let pending = '';
    let stderr = '';
    let ending: unknown;
    const kill = (reason: unknown) => {
      ending ??= reason;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(
      () => kill(new ToolTimeoutError(`${binary} ran over ${limits.timeoutMs} ms`)),
      limits.timeoutMs,
    );
    const onAbort = () => kill(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!onLine) {
        stdout += chunk;
        if (stdout.length > stdoutMax)
          kill(new ToolExitError(null, `${binary} wrote more than ${stdoutMax} bytes`));
        return;
      }
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-stderrKeep);
    });
    let settled = false;
    const settle = (code: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (ending !== undefined) reject(ending);
      else if (code !== 0) reject(new ToolExitError(code, stderr));
      else resolve({ stdout, stderr });
    };
    // A binary that cannot be started (prlimit missing) reports here, with or without a 'close' after it.
    child.on('error', (error) => {
      ending ??= error;
      settle(null);
    });
    child.on('close', settle);
  });
}
