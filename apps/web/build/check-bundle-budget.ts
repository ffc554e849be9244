// `npm test` runs this after the build: prints each route's first-load size and exits 1 when one is over budget.
//   node --import tsx apps/web/build/check-bundle-budget.ts [distDir]
import path from 'node:path';
import { measureDist, overBudget } from './bundle-budget';

const distDir = process.argv[2] ?? path.resolve(import.meta.dirname, '../dist');
const sizes = measureDist(distDir);
console.table(
  sizes.map((size) => ({
    route: size.route,
    'JS gzip KB': size.jsKb,
    'CSS gzip KB': size.cssKb,
    'JS+CSS brotli KB': size.brotliKb,
    files: size.files,
    'budget KB': size.budgetKb,
  })),
);
const over = overBudget(sizes);
for (const size of over)
  console.error(`${size.route}: ${size.jsKb} KB of JavaScript, budget ${size.budgetKb} KB`);
process.exit(over.length > 0 ? 1 : 0);
