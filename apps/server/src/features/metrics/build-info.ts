import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The repository's root (the bundle keeps each file's source directory as import.meta.dirname).
const root = path.resolve(import.meta.dirname, '../../../../..');

/** The release in the root package.json ("1.1.0-dev" between releases), or 'unknown'. */
export function readVersion() {
  try {
    return String(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/**
 * The commit this server runs: CIRCLES_COMMIT when the build set it (an image has no .git), else the checkout's
 * own `git rev-parse HEAD`, else 'unknown'. Read once at start.
 */
export function readCommit(env: NodeJS.ProcessEnv = process.env) {
  const given = env.CIRCLES_COMMIT?.trim();
  if (given && /^[0-9a-f]{7,40}$/i.test(given)) return given.toLowerCase();
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: root,
      timeout: 2000,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}
