// Where a run's CPU went (issue #38): the server's process, the local PostgreSQL's (every process named postgres,
// its backends included) and this client's, read from /proc on Linux around the measured part of a run. Elsewhere
// it says so and goes on. On one machine the three share its cores, so their sum against the cores there tells
// whether the machine itself is the limit.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** utime + stime of a process, in clock ticks; undefined once it is gone. */
function cpuTicks(pid: number) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name (which may hold spaces) come the fields from the third on: utime is the 14th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

function postgresTicks() {
  const ticks = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (fs.readFileSync(`/proc/${name}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const value = cpuTicks(Number(name));
    if (value !== undefined) ticks.set(Number(name), value);
  }
  return ticks;
}

/** Starts counting; `collect(requests)` returns a printer of each process's CPU per request over that span. */
export function watchProcessCpu(serverPid: number | undefined) {
  if (!fs.existsSync('/proc/self/stat') || serverPid === undefined) {
    return { collect: () => () => console.log('CPU by process: needs /proc (Linux) and the server here') };
  }
  const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  const started = performance.now();
  const client = process.cpuUsage();
  const server = cpuTicks(serverPid) ?? 0;
  const postgres = postgresTicks();
  return {
    collect(requests: number) {
      const seconds = (performance.now() - started) / 1000;
      const clientMs = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(client));
      const serverMs = (((cpuTicks(serverPid) ?? server) - server) * 1000) / ticksPerSecond;
      const postgresNow = postgresTicks();
      // A backend that started meanwhile counts from zero; one that ended is lost (the pool keeps its own).
      const postgresMs =
        ([...postgresNow].reduce((sum, [pid, ticks]) => sum + ticks - (postgres.get(pid) ?? 0), 0) * 1000) /
        ticksPerSecond;
      const perRequest = (ms: number) => `${(ms / Math.max(requests, 1)).toFixed(2)} ms`;
      const busy = (serverMs + postgresMs + clientMs) / 1000 / seconds;
      return () =>
        console.log(
          `CPU per request: server ${perRequest(serverMs)}, PostgreSQL ${
            postgresNow.size ? perRequest(postgresMs) : 'not on this machine'
          }, this client ${perRequest(clientMs)}; ${busy.toFixed(2)} of ${os.cpus().length} cores busy, the ` +
            `server's process ${(serverMs / 1000 / seconds).toFixed(2)} of them (its JavaScript runs on one)`,
        );
    },
  };
}
