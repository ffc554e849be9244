import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

describe('npm install (issue 54)', () => {
  it('leaves no install script unreviewed: `npm install` ends without npm 11’s allowScripts warning', () => {
    const listed = execFileSync('npm', ['install-scripts', 'ls'], { cwd: root, encoding: 'utf8' });
    expect(listed.trim()).toBe('No packages with unreviewed install scripts.');
  }, 60_000);
});
