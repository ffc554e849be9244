// Which spec files each E2E shard of `npm test` runs (scripts/test.mjs). Playwright's own `--shard` cuts the
// alphabetical list into halves by test count; CI's first half (a11y, accounts, ...) took 1,165 s and the second
// 609 s. Here whole files (a spec's tests share a member's state, one after another) go heaviest first to the
// shard with the least time so far, weighed by e2e/durations.json: each file's seconds in the last full run. A file
// not listed there counts as the median file. After a full run `npm test` writes the run's own seconds to
// test-results/e2e-durations.json; copy it over e2e/durations.json when the suite's shape has changed.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const durationsFile = path.join(root, 'e2e/durations.json');
export const measuredDurationsFile = path.join(root, 'test-results/e2e-durations.json');

/** The spec files, as paths from the repository's root (e2e/x.spec.ts), in a stable order. */
export function specFiles() {
  return fs
    .readdirSync(path.join(root, 'e2e'))
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()
    .map((name) => `e2e/${name}`);
}

/** Seconds per spec file from e2e/durations.json ({} when there is none). */
export function readDurations(file = durationsFile) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * `files` dealt into `count` shards: heaviest first, each to the lightest shard so far (ties: the lower index).
 * Returns each shard's files (in the order given) and its expected seconds.
 */
export function planShards(files, durations, count) {
  const known = files.map((file) => durations[file]).filter((seconds) => typeof seconds === 'number');
  const sorted = [...known].sort((a, b) => a - b);
  const median = sorted.length > 0 ? sorted[Math.floor(sorted.length / 2)] : 1;
  const weight = (file) => (typeof durations[file] === 'number' ? durations[file] : median);
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const heaviestFirst = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const file of heaviestFirst) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += weight(file);
  }
  const order = new Map(files.map((file, index) => [file, index]));
  for (const shard of shards) shard.files.sort((a, b) => order.get(a) - order.get(b));
  return shards.filter((shard) => shard.files.length > 0);
}

/** Seconds per spec file in a Playwright JSON report (every result of every test, retries included). */
export function durationsFromReport(report) {
  const seconds = {};
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          const key = `e2e/${path.basename(here)}`;
          seconds[key] = (seconds[key] ?? 0) + (result.duration ?? 0) / 1000;
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return Object.fromEntries(
    Object.entries(seconds)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, total]) => [file, Math.max(1, Math.round(total))]),
  );
}
