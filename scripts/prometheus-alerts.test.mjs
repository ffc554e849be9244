import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '../apps/server/src/features/metrics/metrics.ts';

// deploy/prometheus/alerts.yml (issue #56): promtool is not installed here, so the file is read as YAML (Python's
// PyYAML, as the export test reads ZIPs with Python) and checked for the shape Prometheus's rule files have, and
// every circles_* metric it names must be one the server exposes.
const file = path.resolve(import.meta.dirname, '../deploy/prometheus/alerts.yml');
const rules = () => {
  const json = execFileSync('python3', [
    '-c',
    'import sys,yaml,json; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))',
    file,
  ]).toString();
  return JSON.parse(json);
};
const balanced = (text) => {
  let depth = 0;
  for (const char of text) {
    if ('({['.includes(char)) depth++;
    if (')}]'.includes(char)) depth--;
    if (depth < 0) return false;
  }
  return depth === 0;
};

describe('the example Prometheus alert rules', () => {
  it('are a rule file of five alerts, each with an expression, a duration, a severity and a summary', () => {
    const { groups } = rules();
    expect(groups).toHaveLength(1);
    const [group] = groups;
    expect(group.name).toBe('circles');
    expect(group.rules).toHaveLength(5);
    for (const rule of group.rules) {
      expect(Object.keys(rule).sort()).toEqual(['alert', 'annotations', 'expr', 'for', 'labels']);
      expect(rule.alert).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(typeof rule.expr).toBe('string');
      expect(balanced(rule.expr)).toBe(true);
      expect(rule.for).toMatch(/^\d+[smh]$/);
      expect(['page', 'warning']).toContain(rule.labels.severity);
      expect(rule.annotations.summary.length).toBeGreaterThan(10);
    }
  });

  it('name only metrics the server exposes', async () => {
    const exposed = new Set(
      (await createMetrics({ pool: undefined, openStreams: () => 0 }).registry.getMetricsAsJSON()).map(
        (metric) => metric.name,
      ),
    );
    const named = rules().groups[0].rules.flatMap((rule) => rule.expr.match(/circles_[a-z_]+/g) ?? []);
    expect(named.length).toBeGreaterThan(4);
    for (const name of named) expect(exposed, name).toContain(name);
  });
});
