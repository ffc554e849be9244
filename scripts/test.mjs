// `npm test`: typecheck, lint, vitest and Playwright E2E, then one summary line and each step's time. They run side
// by side as far as each needs another (docs/ARCHITECTURE.md, Tests): typecheck; lint; the build, then E2E
// in shards that each start their own server on their own port and data directory; vitest on one worker per core.
// A failing step stops what depends on it; the others finish, and the exit code is 1. Flags:
//   --skip-e2e         the steps before E2E only
//   --vitest-only      vitest only; with --integration, the `server` project's files that use a database
//                      (scripts/postgres-tests.mjs: CI's pass against PostgreSQL)
//   --e2e-only         Playwright only, after a build unless apps/web/dist is current (scripts/build-current.mjs);
//                      with --postgres-specs, the specs whose paths differ on PostgreSQL (CI's pass with
//                      E2E_DATABASE_URL set)
// E2E_SHARDS sets the number of E2E shards (default: one per core, at most 4).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isBuildCurrent } from './build-current.mjs';
import { postgresSpecs } from './e2e-postgres-specs.mjs';
import {
  durationsFromReport,
  measuredDurationsFile,
  planShards,
  readDurations,
  specFiles,
} from './e2e-shards.mjs';
import { databaseTestFiles } from './postgres-tests.mjs';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-test-'));
const flag = (name) => process.argv.includes(name);
const vitestOnly = flag('--vitest-only');
const e2eOnly = flag('--e2e-only');
const skipE2e = vitestOnly || flag('--skip-e2e');
const cores = os.availableParallelism();
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? Math.min(4, cores)));
const totals = { passed: 0, failed: 0, skipped: 0 };
const times = [];

/**
 * Runs one step; `quiet` keeps its output until it ends (steps side by side would interleave) and prints it then.
 * Resolves true when it exited 0.
 */
function run(label, command, args, { env = {}, quiet = false } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const child = spawn(command, args, {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const took = Math.round((Date.now() - started) / 1000);
      times.push(`${label}: ${took} s`);
      if (quiet) console.log(`\n◀ ${label} (${took} s):\n${output}`);
      else console.log(`◀ ${label} took ${took} s`);
      resolve(code === 0);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function finish(ok) {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  console.log(`test steps: ${times.join(', ')}`);
  fs.rmSync(resultsDir, { recursive: true, force: true });
  process.exit(ok ? 0 : 1);
}

const all = (steps) => Promise.all(steps).then((oks) => oks.every(Boolean));
// `npm test` builds every time; E2E alone reuses a current build (CI built it in `npm test`).
async function build() {
  if (!e2eOnly || !isBuildCurrent()) return run('build', 'npm', ['run', 'build'], { quiet: !e2eOnly });
  console.log('\n▶ build: apps/web/dist is current, reused');
  return true;
}

const vitestJson = path.join(resultsDir, 'vitest.json');
async function vitest() {
  // CI's pass on PostgreSQL: the server's test files that use a database (scripts/postgres-tests.mjs).
  const projects = flag('--integration') ? ['--project', 'server', ...databaseTestFiles(root)] : [];
  const ok = await run('vitest', 'npx', [
    'vitest',
    'run',
    ...projects,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  const result = readJson(vitestJson);
  if (result) {
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + (result.numTodoTests ?? 0);
  }
  return ok;
}

// E2E: each shard is its own Playwright run of its own files with its own server (port E2E_PORT, default 3100, plus the shard's
// index; a fresh data directory or PostgreSQL database), so the shards share nothing; within a shard the specs run
// one after another as before.
async function e2e() {
  const basePort = Number(process.env.E2E_PORT ?? 3100);
  const specs = flag('--postgres-specs') ? postgresSpecs : specFiles();
  // Whole files, balanced by their seconds in the last full run (scripts/e2e-shards.mjs).
  const plan = planShards(specs, readDurations(), Math.min(shards, specs.length));
  const shardCount = plan.length;
  const jsons = [];
  const shardRuns = plan.map((shard, index) => {
    const json = path.join(resultsDir, `playwright-${index + 1}.json`);
    jsons.push(json);
    const label = shardCount > 1 ? `e2e shard ${index + 1}/${shardCount} (~${shard.seconds} s)` : 'e2e';
    const args = ['playwright', 'test', ...shard.files, '--reporter=list,json'];
    return run(label, 'npx', args, {
      quiet: shardCount > 1 || !e2eOnly,
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: json, E2E_PORT: String(basePort + index) },
    }).then((ok) => {
      const stats = readJson(json)?.stats;
      if (stats) {
        totals.passed += stats.expected + (stats.flaky ?? 0);
        totals.failed += stats.unexpected;
        totals.skipped += stats.skipped;
      }
      return ok;
    });
  });
  const ok = await all(shardRuns);
  if (!flag('--postgres-specs')) writeMeasuredDurations(jsons);
  return ok;
}

/** This run's seconds per spec file (test-results/e2e-durations.json), to refresh e2e/durations.json from. */
function writeMeasuredDurations(jsons) {
  const measured = Object.assign({}, ...jsons.map((json) => durationsFromReport(readJson(json))));
  if (Object.keys(measured).length === 0) return;
  fs.mkdirSync(path.dirname(measuredDurationsFile), { recursive: true });
  fs.writeFileSync(measuredDurationsFile, `${JSON.stringify(measured, null, 2)}\n`);
}

// All at once, as far as each needs another: typecheck (single-threaded); lint; the build, then E2E (a browser
// leaves much of a core idle); vitest from the start beside them (its workers fill what the others leave). E2E is
// the longest chain, so the build starts at once rather than after lint: E2E needs the build, not lint, and a lint
// failure still fails the run. The machine stays busy to the end instead of waiting on one step at a time. vitest
// alone prints as it goes; the others print when they end.
if (vitestOnly) finish(await vitest());
if (e2eOnly) finish((await build()) && (await e2e()));
finish(
  await all([
    run('typecheck', 'npm', ['run', 'typecheck'], { quiet: true }),
    run('lint', 'npm', ['run', 'lint'], { quiet: true }),
    skipE2e || build().then(async (ok) => ok && (await e2e())),
    vitest(),
  ]),
);
