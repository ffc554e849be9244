// `npm test`: every layer in order (typecheck, lint, vitest, Playwright E2E), then one summary line.
// Stops at the first failing layer. `--skip-e2e` runs the layers before it only; `--vitest-only` just vitest
// (CI uses it for the second pass against PostgreSQL); `--e2e-only` just build + Playwright (CI's PostgreSQL E2E pass,
// with E2E_DATABASE_URL set).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-test-'));
const vitestOnly = process.argv.includes('--vitest-only');
const e2eOnly = process.argv.includes('--e2e-only');
const skipE2e = vitestOnly || process.argv.includes('--skip-e2e');
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
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
  fs.rmSync(resultsDir, { recursive: true, force: true });
  process.exit(ok ? 0 : 1);
}

if (!vitestOnly && !e2eOnly && !run('typecheck', 'npm', ['run', 'typecheck'])) finish(false);
if (!vitestOnly && !e2eOnly && !run('lint', 'npm', ['run', 'lint'])) finish(false);

if (!e2eOnly) {
  const vitestJson = path.join(resultsDir, 'vitest.json');
  const vitestOk = run('vitest', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  const vitest = readJson(vitestJson);
  if (vitest) {
    totals.passed += vitest.numPassedTests;
    totals.failed += vitest.numFailedTests;
    totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  }
  if (!vitestOk || skipE2e) finish(vitestOk);
}

if (!run('build', 'npm', ['run', 'build'])) finish(false);
const playwrightJson = path.join(resultsDir, 'playwright.json');
const e2eOk = run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
});
const stats = readJson(playwrightJson)?.stats;
if (stats) {
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}
finish(e2eOk);
