import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runTool, ToolExitError, ToolTimeoutError } from './run-tool';

// The wrapper every ffmpeg and ffprobe run goes through (issue #52 §3), tried with a shell in ffmpeg's place.
const limits = { memoryBytes: 512 * 1024 * 1024, niceness: 10, timeoutMs: 20_000 };

describe('runTool', () => {
  it('runs the binary under the address-space limit, without core files, niced', async () => {
    const { stdout } = await runTool('sh', ['-c', 'cat /proc/self/limits; echo "nice $(nice)"'], limits);
    expect(stdout).toMatch(/Max address space\s+536870912\s+536870912 /);
    expect(stdout).toMatch(/Max core file size\s+0\s+0 /);
    expect(stdout).toContain('nice 10');
  });

  it('kills the whole process group when time runs out, children included', async () => {
    let child = 0;
    const run = runTool(
      'sh',
      ['-c', 'sleep 60 & echo $!; wait'],
      // Long enough for a loaded machine's shell to have told its child's pid before the time runs out.
      { ...limits, timeoutMs: 2000 },
      {
        onLine: (line) => {
          child = Number(line);
        },
      },
    );
    await expect(run).rejects.toBeInstanceOf(ToolTimeoutError);
    expect(child).toBeGreaterThan(0);
    // Killed with its group: gone, or dead and waiting for a reaper (a container's init may be slow to reap).
    const state = () => fs.readFileSync(`/proc/${child}/stat`, 'utf8').split(') ')[1]?.[0];
    await expect.poll(() => (fs.existsSync(`/proc/${child}`) ? state() : 'gone')).toMatch(/gone|Z|X/);
  });

  it('ends with the abort reason, and reports a failing exit with the end of stderr', async () => {
    const controller = new AbortController();
    const run = runTool('sh', ['-c', 'echo started; sleep 60'], limits, {
      signal: controller.signal,
      onLine: () => controller.abort(new Error('stop')),
    });
    await expect(run).rejects.toThrow('stop');
    const failed = runTool('sh', ['-c', 'echo broken >&2; exit 3'], limits);
    await expect(failed).rejects.toBeInstanceOf(ToolExitError);
    await expect(failed).rejects.toMatchObject({ exitCode: 3, stderr: 'broken\n' });
  });
});
