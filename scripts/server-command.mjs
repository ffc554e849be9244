// How the server process is started, in one place: `npm start`, the E2E server, the attack suite and the benches
// all run the same thing (`spawnServer`). The server runs as a plain JavaScript bundle (scripts/build-server.mjs)
// rebuilt when its sources are newer. On the embedded database it gets a small young generation (V8 otherwise
// grows each semi-space to 16 MB and keeps it: 50-70 MB of idle resident memory) and --no-liftoff (each of
// PGlite's WebAssembly functions is compiled once, by the optimizing compiler; by default V8's background
// recompilation left 40-90 MB of freed compiler memory in malloc arenas at idle). Issue #16, bench/memory.ts.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newestMtime } from './build-current.mjs';
import { serverBundle, serverSources } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * V8's own defaults (source maps aside): the server on PostgreSQL, and as SERVER_NODE_FLAGS the servers the tests
 * start on the embedded database, where the memory-saving flags below cost CPU a 2-core CI machine lacks and save
 * memory no test measures (issue #55, decision 0102).
 */
export const v8DefaultFlags = '--enable-source-maps';

/**
 * V8 flags for the server started with `env`; SERVER_NODE_FLAGS replaces them (e.g. to compare settings in a
 * bench). The small young generation and --no-liftoff serve the embedded database only: with PostgreSQL the
 * server's idle memory was already 125-166 MB, and a 2 MB semi-space cost the home feed about 40% of its req/s
 * there (1,258 vs 1,917 at 50 connections, bench/feed-load.ts, 1M posts); on PGlite the same change cost nothing
 * measurable (636 vs 653) and saved 40-70 MB (bench/memory.ts).
 */
export const serverNodeFlags = (env = process.env) => {
  const flags =
    env.SERVER_NODE_FLAGS ??
    (env.DATABASE_URL ? v8DefaultFlags : `--max-semi-space-size=2 --no-liftoff ${v8DefaultFlags}`);
  return flags.split(/\s+/).filter(Boolean);
};

/**
 * The server's environment: `env` plus glibc's malloc thresholds, fixed (each can still be set from outside).
 * Left to adjust themselves, freeing the first large block (PGlite's 9 MB WebAssembly file, once compiled) raised
 * the mmap threshold to its size and the heap's trim threshold to twice that, and memory the WebAssembly compiler
 * had freed stayed in the heap: about 40 MB more at idle in 7 starts out of 10. Fixed, blocks over 128 KB get
 * mappings of their own (returned when freed) and the heap returns free memory beyond 4 MB at its top.
 * Other C libraries ignore these variables.
 */
export const serverEnv = (env = process.env) => ({
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '4194304',
  ...env,
});

/** Builds the server bundle when it is missing or older than any of its sources (synchronously: callers spawn). */
function ensureServerBuilt() {
  const builtAt = fs.existsSync(serverBundle) ? fs.statSync(serverBundle).mtimeMs : 0;
  const sourcesAt = Math.max(...serverSources.map((source) => newestMtime(path.join(root, source))));
  if (builtAt >= sourcesAt) return;
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server bundle could not be built');
}

/**
 * Builds the server bundle when needed and starts it with `env` (its database decides the V8 flags, and glibc's
 * malloc thresholds are added); `options` are spawn's (cwd, stdio).
 */
export function spawnServer(env = process.env, options = {}) {
  ensureServerBuilt();
  return spawn(process.execPath, [...serverNodeFlags(env), serverBundle], {
    ...options,
    env: serverEnv(env),
  });
}
