import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, processStartTime } from './data-dir-lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'circles-lock-'));
const lockOf = (dir: string) => path.join(dir, 'circles.lock');

describe('data directory lock', () => {
  it('refuses a second holder while the first is alive, and frees on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    // A live process other than us, really the one named (its own start time).
    const parent = { pid: process.ppid, startTime: processStartTime(process.ppid) };
    fs.writeFileSync(lockOf(dir), JSON.stringify(parent));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    release();
    expect(fs.existsSync(lockOf(dir))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('stores the pid with its start time', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockOf(dir), 'utf8'))).toEqual({
      pid: process.pid,
      startTime: processStartTime(process.pid),
    });
    release();
  });

  it('replaces a stale lock and clears a stale postmaster.pid left by a killed process', () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'pg'));
    fs.writeFileSync(path.join(dir, 'pg', 'postmaster.pid'), '-42');
    fs.writeFileSync(lockOf(dir), '999999999'); // no such pid
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockOf(dir), 'utf8')).pid).toBe(process.pid);
    expect(fs.existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
    release();
  });

  it.runIf(process.platform === 'linux')(
    'a lock naming a live pid that was reused by a newer process is stale',
    () => {
      const dir = tempDir();
      // The parent is alive, but the lock says its process started at another time: the pid was reused.
      fs.writeFileSync(lockOf(dir), JSON.stringify({ pid: process.ppid, startTime: '1' }));
      acquireDataDirLock(dir)();
      // The older format (just a pid), written long before that process started.
      fs.writeFileSync(lockOf(dir), String(process.ppid));
      fs.utimesSync(lockOf(dir), new Date('2000-01-01'), new Date('2000-01-01'));
      acquireDataDirLock(dir)();
      // ...while an old-format lock written after it started still holds.
      fs.writeFileSync(lockOf(dir), String(process.ppid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    },
  );
});
