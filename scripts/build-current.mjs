// Whether apps/web/dist is the build of the current sources: its last output (apps/web/build/prerender-public.ts
// writes dist/prerendered/ last; a build that stopped half way counts as none) is newer than every file of the web
// app's sources, its build scripts and config, and contracts. `npm start` and `npm test` build only when it is not.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages/contracts/src',
];

/**
 * The newest file under `target` (files only: a directory's own time is when it was made or its entries changed,
 * and the image's `COPY` makes packages/contracts/src after the build it copies). Also the server bundle's check
 * (scripts/server-command.mjs).
 */
export function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** `base`: the repository's root (another only in this module's test). */
export function isBuildCurrent(base = root) {
  const index = path.join(base, 'apps/web/dist/prerendered/index.html');
  const builtAt = fs.statSync(index, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return builtAt >= Math.max(...sources.map((source) => newestMtime(path.join(base, source))));
}
