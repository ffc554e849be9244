import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/** A page: the lazy modules its route matches (layouts, page) besides the entry, and its first-load budget. */
export type RoutePlan = { route: string; modules: string[]; budgetKb: number };

// Issue #35: budgets for React 19 (React DOM and React Router alone are about 98 KB gzipped).
const publicKb = 170;
const memberKb = 260;
const publicLayout = 'src/app/layouts/public-layout.tsx';
const authLayout = 'src/app/layouts/auth-layout.tsx';
/** The member shell: every member page's route loads it, no public page's does. */
export const appLayout = 'src/app/layouts/app-layout.tsx';
/** Loaded on every first visit right after the page (toasts), and by member pages (the session's schema). */
const everyPage = ['src/app/themed-toaster.tsx'];
const memberPage = [...everyPage, 'src/lib/me-schema.ts', appLayout];

/**
 * The pages measured and their budgets (gzipped JavaScript on a first visit). A route added to the router
 * belongs here too (docs/decisions/0075-first-load-with-react-server-rendering.md).
 */
export const routePlans: RoutePlan[] = [
  {
    route: '/',
    modules: [...everyPage, publicLayout, 'src/features/waitlist/pages/coming-soon-page.tsx'],
    budgetKb: publicKb,
  },
  {
    route: '/landing',
    modules: [...everyPage, publicLayout, 'src/features/marketing/pages/landing-page.tsx'],
    budgetKb: publicKb,
  },
  {
    route: '/pricing',
    modules: [...everyPage, publicLayout, 'src/features/marketing/pages/pricing-page.tsx'],
    budgetKb: publicKb,
  },
  {
    route: '/story',
    modules: [...everyPage, 'src/features/marketing/pages/story-page.tsx'],
    budgetKb: publicKb,
  },
  {
    route: '/auth/sign-in',
    modules: [...everyPage, authLayout, 'src/features/auth/pages/sign-in-page.tsx'],
    budgetKb: publicKb,
  },
  {
    route: '/auth/sign-up',
    modules: [...everyPage, authLayout, 'src/features/auth/pages/sign-up-page.tsx'],
    budgetKb: publicKb,
  },
  {
    route: '/auth/reset-password',
    modules: [...everyPage, authLayout, 'src/features/auth/pages/reset-password-page.tsx'],
    budgetKb: publicKb,
  },
  { route: '/home', modules: [...memberPage, 'src/features/home/pages/home-page.tsx'], budgetKb: memberKb },
  {
    route: '/circles/:id',
    modules: [...memberPage, 'src/features/circles/pages/circle-page.tsx'],
    budgetKb: memberKb,
  },
  {
    route: '/notifications',
    modules: [...memberPage, 'src/features/notifications/pages/notifications-page.tsx'],
    budgetKb: memberKb,
  },
  {
    route: '/settings',
    modules: [...memberPage, 'src/features/settings/pages/settings-page.tsx'],
    budgetKb: memberKb,
  },
];

/** Every file a module needs before it runs: its own, then its static imports, recursively. */
function collect(manifest: Manifest, key: string, files: Set<string>, seen: Set<string>) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: update apps/web/build/bundle-budget.ts`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files, seen);
}

export function firstLoadFiles(manifest: Manifest, modules: string[]) {
  const files = new Set<string>();
  const seen = new Set<string>();
  for (const key of ['index.html', ...modules]) collect(manifest, key, files, seen);
  return [...files];
}

export type RouteSize = {
  route: string;
  jsKb: number;
  cssKb: number;
  brotliKb: number;
  files: number;
  budgetKb: number;
};

/** First-load sizes per route, `sizeOf(file)` giving [gzip bytes, brotli bytes]. */
export function measureRoutes(
  manifest: Manifest,
  sizeOf: (file: string) => [number, number],
  plans = routePlans,
) {
  return plans.map((plan): RouteSize => {
    const files = firstLoadFiles(manifest, plan.modules);
    const sum = (pick: (file: string) => number) =>
      files.reduce((total, file) => total + pick(file), 0) / 1024;
    const js = files.filter((file) => file.endsWith('.js'));
    return {
      route: plan.route,
      jsKb: round(js.reduce((total, file) => total + sizeOf(file)[0], 0) / 1024),
      cssKb: round(sum((file) => (file.endsWith('.css') ? sizeOf(file)[0] : 0))),
      brotliKb: round(sum((file) => sizeOf(file)[1])),
      files: files.length,
      budgetKb: plan.budgetKb,
    };
  });
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Reads dist: gzip size at level 9 (as the issue counts), brotli size as served (the .br file). */
export function measureDist(distDir: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return measureRoutes(manifest, (file) => {
    const source = fs.readFileSync(path.join(distDir, file));
    const br = path.join(distDir, `${file}.br`);
    const gzipBytes = zlib.gzipSync(source, { level: 9 }).byteLength;
    return [gzipBytes, fs.existsSync(br) ? fs.statSync(br).size : source.byteLength];
  });
}

export const overBudget = (sizes: RouteSize[]) => sizes.filter((size) => size.jsKb > size.budgetKb);
