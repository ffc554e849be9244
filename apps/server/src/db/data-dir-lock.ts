import fs from 'node:fs';
import path from 'node:path';

/**
 * Two processes on one PGlite data directory corrupt it silently, so the server holds a lock file (created with
 * O_EXCL) naming its pid and the pid's start time. A lock is stale when its process is gone, or when the pid now
 * belongs to a process that started later (pids are reused, e.g. after a reboot or in a fresh container).
 */
export class DataDirLockedError extends Error {}

type Holder = { pid: number; startTime?: string };

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Field 22 of /proc/<pid>/stat: start time in clock ticks after boot (undefined off Linux or when gone). */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** When a process started, in epoch ms (Linux), from the boot time and its start ticks (USER_HZ is 100). */
function processStartedAt(startTime: string): number | undefined {
  try {
    const btime = /^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))?.[1];
    return btime ? Number(btime) * 1000 + Number(startTime) * 10 : undefined;
  } catch {
    return undefined;
  }
}

function readHolder(lockPath: string): Holder {
  const text = fs.readFileSync(lockPath, 'utf8').trim();
  try {
    const parsed = JSON.parse(text) as Holder;
    if (typeof parsed === 'object' && parsed && Number.isInteger(parsed.pid)) return parsed;
  } catch {}
  return { pid: Number(text) }; // the older format: just the pid
}

/** Whether the lock's process is still the one that wrote it. */
function holdsLock(holder: Holder, lockPath: string) {
  if (!holder.pid || holder.pid === process.pid || !isAlive(holder.pid)) return false;
  const current = processStartTime(holder.pid);
  if (current === undefined) return true; // no /proc: a live pid is all we can know
  if (holder.startTime !== undefined) return holder.startTime === current;
  // An old lock without a start time: the pid is someone else's if that process started after the lock was written.
  const startedAt = processStartedAt(current);
  return startedAt === undefined || startedAt <= fs.statSync(lockPath).mtimeMs + 1000;
}

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'circles.lock');
  const mine: Holder = { pid: process.pid, startTime: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(mine), { flag: 'wx' });
      clearStalePostmasterPid(path.join(dataDir, 'pg'));
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (holdsLock(holder, lockPath)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Circles server (pid ${holder.pid}). ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

/** PGlite refuses to open a directory whose postmaster.pid was left behind by a killed process. */
function clearStalePostmasterPid(pgDir: string) {
  fs.rmSync(path.join(pgDir, 'postmaster.pid'), { force: true });
}

/**
 * For a command that opens the database (the server, `npm run migrate`): with the embedded database, holds its data
 * directory or exits with the lock's message; with DATABASE_URL there is nothing to hold. Returns the release.
 */
export function holdEmbeddedDataDirOrExit(config: { DATABASE_URL?: string; DATA_DIR: string }): () => void {
  if (config.DATABASE_URL) return () => {};
  try {
    return acquireDataDirLock(config.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
