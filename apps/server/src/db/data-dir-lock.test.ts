import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'circles-lock-'));

describe('data directory lock', () => {
  it('refuses a second holder while the first is alive, and frees on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    fs.writeFileSync(path.join(dir, 'circles.lock'), String(process.ppid)); // a live process other than us
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    release();
    expect(fs.existsSync(path.join(dir, 'circles.lock'))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('replaces a stale lock and clears a stale postmaster.pid left by a killed process', () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'pg'));
    fs.writeFileSync(path.join(dir, 'pg', 'postmaster.pid'), '-42');
    fs.writeFileSync(path.join(dir, 'circles.lock'), '999999999'); // no such pid
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'circles.lock'), 'utf8')).toBe(String(process.pid));
    expect(fs.existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
    release();
  });
});
