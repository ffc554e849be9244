import { describe, expect, it } from 'vitest';
import { durationsFromReport, planShards, readDurations, specFiles } from './e2e-shards.mjs';

describe("E2E shards by the files' measured seconds (issue #55)", () => {
  it('deals the heaviest files first, each to the lightest shard, keeping every file once', () => {
    const files = ['e2e/a.spec.ts', 'e2e/b.spec.ts', 'e2e/c.spec.ts', 'e2e/d.spec.ts', 'e2e/e.spec.ts'];
    const durations = {
      'e2e/a.spec.ts': 400,
      'e2e/b.spec.ts': 300,
      'e2e/c.spec.ts': 200,
      'e2e/d.spec.ts': 100,
    };
    const shards = planShards(files, durations, 2);
    // e (unknown) weighs the median, 300. a 400 → first; b 300 → second; e 300 → second (600); c 200 → first
    // (600); d 100 → the first again on a tie (700).
    expect(shards).toEqual([
      { files: ['e2e/a.spec.ts', 'e2e/c.spec.ts', 'e2e/d.spec.ts'], seconds: 700 },
      { files: ['e2e/b.spec.ts', 'e2e/e.spec.ts'], seconds: 600 },
    ]);
    expect(shards.flatMap((shard) => shard.files).sort()).toEqual(files);
  });

  it("splits the repository's own specs within a fifth of even, and no shard is left empty", () => {
    const files = specFiles();
    const durations = readDurations();
    const shards = planShards(files, durations, 2);
    expect(shards.flatMap((shard) => shard.files).sort()).toEqual(files);
    const [first, second] = shards.map((shard) => shard.seconds);
    expect(Math.abs((first ?? 0) - (second ?? 0))).toBeLessThan(0.2 * Math.max(first ?? 0, second ?? 0));
    // One shard per file at most.
    expect(planShards(files.slice(0, 1), durations, 2)).toHaveLength(1);
  });

  it("reads each file's seconds from a Playwright JSON report, retries included", () => {
    const report = {
      suites: [
        {
          file: 'posts.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 1500 }, { duration: 2500 }] }] }],
          suites: [{ specs: [{ tests: [{ results: [{ duration: 6000 }] }] }] }],
        },
        { file: 'a11y.spec.ts', specs: [{ tests: [{ results: [{ duration: 400 }] }] }] },
      ],
    };
    expect(durationsFromReport(report)).toEqual({ 'e2e/a11y.spec.ts': 1, 'e2e/posts.spec.ts': 10 });
  });
});
