import fs from 'node:fs';
import path from 'node:path';

/**
 * Two processes on one PGlite data directory corrupt it silently, so the server holds a lock file
 * (created with O_EXCL, holding its pid). A lock whose pid is no longer alive is stale and is replaced.
 */
export class DataDirLockedError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'circles.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      clearStalePostmasterPid(path.join(dataDir, 'pg'));
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Circles server (pid ${holder}). ` +
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
