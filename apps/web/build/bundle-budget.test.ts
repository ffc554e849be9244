import { describe, expect, it } from 'vitest';
import { firstLoadFiles, type Manifest, measureRoutes, overBudget } from './bundle-budget';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_framework.js'],
    css: ['assets/index.css'],
    isEntry: true,
  },
  '_framework.js': { file: 'assets/framework.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_framework.js'] },
  'src/layout.tsx': { file: 'assets/layout.js', imports: ['_shared.js'] },
  'src/page.tsx': { file: 'assets/page.js', imports: ['_shared.js', 'index.html'] },
};
const kb = 1024;
const sizes: Record<string, number> = {
  'assets/index.js': 20 * kb,
  'assets/index.css': 10 * kb,
  'assets/framework.js': 60 * kb,
  'assets/shared.js': 15 * kb,
  'assets/layout.js': 3 * kb,
  'assets/page.js': 5 * kb,
};
const plan = { route: '/page', modules: ['src/layout.tsx', 'src/page.tsx'], budgetKb: 100 };

describe('bundle budget', () => {
  it('counts the entry, the route modules and their static imports once each', () => {
    expect(firstLoadFiles(manifest, plan.modules).sort()).toEqual(
      [
        'assets/framework.js',
        'assets/index.css',
        'assets/index.js',
        'assets/layout.js',
        'assets/page.js',
        'assets/shared.js',
      ].sort(),
    );
    const [size] = measureRoutes(manifest, (file) => [sizes[file] ?? 0, 0], [plan]);
    expect(size).toMatchObject({ jsKb: 103, cssKb: 10 });
  });

  it('reports a route whose JavaScript is over its budget', () => {
    const over = measureRoutes(manifest, (file) => [sizes[file] ?? 0, 0], [plan]);
    expect(overBudget(over).map((size) => size.route)).toEqual(['/page']);
    const within = measureRoutes(manifest, (file) => [sizes[file] ?? 0, 0], [{ ...plan, budgetKb: 103 }]);
    expect(overBudget(within)).toEqual([]);
  });

  it('fails loudly when a route module is missing from the build', () => {
    expect(() => firstLoadFiles(manifest, ['src/renamed-page.tsx'])).toThrow(/not in the build manifest/);
  });
});
