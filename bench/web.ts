// `npm run bench:web`: builds the web app, then runs Lighthouse (mobile preset, simulated throttling) in Debian's
// Chromium on /, /auth/sign-in and /home (signed in as a member created through the API: once a new member's, with an empty feed, and once a member's
// with --posts posts of their own, 10 by default, a first page) against the built app on a throwaway data
// directory.
//   node --import tsx bench/web.ts [--port 3630] [--skip-lighthouse] [--only /home] [--runs 1] [--reports DIR]
//     [--posts 10] [--locale en]
// --locale draws every page in that language (issue #53): visitors ask for it (Accept-Language), members chose it
// in Settings; run it once per language to compare (bench/PERFORMANCE.md §Languages).
// --only runs Lighthouse on one path (both /home rows for /home); --runs loads each page N times and prints the
// median of each figure (one run here varies by ±10 points); --reports keeps each page's last Lighthouse report
// and trace (JSON) in DIR; --posts 0 leaves out the /home row with posts.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { request } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDevApp, waitForHealth } from './lib';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3630' },
    'skip-lighthouse': { type: 'boolean', default: false },
    only: { type: 'string' },
    runs: { type: 'string', default: '1' },
    reports: { type: 'string' },
    posts: { type: 'string', default: '10' },
    locale: { type: 'string', default: 'en' },
  },
});
// localhost, as the E2E fixtures address the server (their Origin must match PUBLIC_URL).
const base = `http://localhost:${values.port}`;

/** Lighthouse's count of the page's scripts: how many, and their bytes on the wire. */
function scriptSummary(run: Result) {
  const items = (run.audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined)?.items;
  return (
    items?.find((item) => item.resourceType === 'script') ?? {
      transferSize: Number.NaN,
      requestCount: Number.NaN,
    }
  );
}
type ResourceRow = { resourceType: string; transferSize: number; requestCount: number };

/** A member with a complete profile and `posts` posts of their own; returns the Cookie header of their session. */
async function createMemberCookie(posts: number) {
  // The E2E fixtures send the Origin of the E2E server (E2E_PORT), which the API and better-auth check on every
  // write: point it at this app before they load.
  process.env.E2E_PORT = values.port;
  const { createMemberSession } = await import('../e2e/fixtures/accounts');
  const context = await request.newContext({ baseURL: base });
  await createMemberSession(context);
  if (values.locale !== 'en') {
    const { sameOrigin } = await import('../e2e/fixtures/origin');
    const chosen = await context.put('/api/preferences/language', {
      headers: sameOrigin,
      data: { value: values.locale },
    });
    if (!chosen.ok()) throw new Error(`language ${values.locale}: ${chosen.status()} ${await chosen.text()}`);
  }
  const { createPostByApi } = await import('../e2e/fixtures/members');
  for (let post = 0; post < posts; post++) {
    await createPostByApi(
      context,
      `Bench post ${post + 1}: a few lines of text, as members write them. `.repeat(3),
    );
  }
  const { cookies } = await context.storageState();
  await context.dispose();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

if (!values['skip-lighthouse']) {
  const server = startDevApp(values.port, 'circles-bench-web-');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    await waitForHealth(base);
    const posts = Number(values.posts);
    // /home twice: a new member's, in a community without posts yet (the greeting and an empty feed), then a
    // member's who has written a page of posts (in the world circle, which every member reads). Each member is
    // created just before their row, so the first feed is still empty.
    const member = (count: number) => async () => ({ Cookie: await createMemberCookie(count) });
    const pages: { page: string; path: string; headers?: () => Promise<Record<string, string>> }[] = [
      { page: '/', path: '/' },
      { page: '/auth/sign-in', path: '/auth/sign-in' },
      { page: '/home', path: '/home', headers: member(0) },
      ...(posts > 0 ? [{ page: `/home (${posts} posts)`, path: '/home', headers: member(posts) }] : []),
    ];
    const rows = [];
    for (const { page, path: pagePath, headers: headersOf } of pages) {
      if (values.only && values.only !== pagePath) continue;
      const headers = { 'Accept-Language': values.locale, ...(await headersOf?.()) };
      const runs: { lhr: Result; artifacts: unknown }[] = [];
      for (let run = 0; run < Number(values.runs); run++) {
        const result = await lighthouse(`${base}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          extraHeaders: headers,
        });
        if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
        runs.push({ lhr: result.lhr, artifacts: result.artifacts });
      }
      const last = runs.at(-1) as { lhr: Result; artifacts: unknown };
      const lhr = last.lhr;
      if (values.reports) {
        fs.mkdirSync(values.reports, { recursive: true });
        const name =
          page === '/'
            ? 'root'
            : page
                .slice(1)
                .replaceAll(/[^\w]+/g, '-')
                .replace(/-$/, '');
        fs.writeFileSync(path.join(values.reports, `${name}.json`), JSON.stringify(lhr));
        // The trace the scores were simulated from: open it in Chromium's Performance panel.
        const trace = (last.artifacts as { Trace?: unknown }).Trace;
        if (trace) fs.writeFileSync(path.join(values.reports, `${name}.trace.json`), JSON.stringify(trace));
      }
      /** The median over the runs that have the figure (the lower middle one for an even count). */
      const median = (pick: (run: Result) => number) => {
        const sorted = runs
          .map((run) => pick(run.lhr))
          .filter((value) => !Number.isNaN(value))
          .sort((a, b) => a - b);
        return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
      };
      // A run that could not measure some figures says which and why (a trace Lighthouse could not read, say).
      for (const [index, run] of runs.entries()) {
        const failed = Object.values(run.lhr.audits).filter((item) => item.errorMessage);
        if (failed.length === 0) continue;
        const reason = run.lhr.runtimeError?.message ?? failed[0]?.errorMessage;
        console.log(
          `${page} run ${index + 1}: ${failed.length} audits failed (${reason}); what it could not measure is left out of the medians`,
        );
      }
      // A category a failed run could not score has no score (null): left out, not counted as 0.
      const score = (id: string) =>
        median((run) => Math.round((run.categories[id]?.score ?? Number.NaN) * 100));
      const audit = (id: string) => median((run) => run.audits[id]?.numericValue ?? Number.NaN);
      rows.push({
        page,
        locale: values.locale,
        runs: runs.length,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        'FCP ms': Math.round(audit('first-contentful-paint')),
        'LCP ms': Math.round(audit('largest-contentful-paint')),
        'TBT ms': Math.round(audit('total-blocking-time')),
        // Scripts as served (brotli) and how many: e2e/first-load-budget.spec.ts holds the gzipped budget.
        'JS KB': Math.round(median((run) => scriptSummary(run).transferSize) / 1024),
        'JS files': median((run) => scriptSummary(run).requestCount),
        CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
        'final URL': new URL(lhr.finalDisplayedUrl).pathname,
        // The host's speed as Lighthouse measured it: its simulated phone's figures depend on it.
        benchmarkIndex: Math.round(median((run) => run.environment.benchmarkIndex)),
      });
      const failing = Object.values(lhr.audits)
        .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative')
        .map((item) => item.id);
      if (failing.length > 0) console.log(`${page}: audits below 90: ${failing.join(', ')}`);
      const issues = lhr.audits['inspector-issues']?.details as { items?: unknown[] } | undefined;
      if (issues?.items?.length)
        console.log(`${page}: inspector issues ${JSON.stringify(issues.items).slice(0, 600)}`);
    }
    console.log(
      '\nLighthouse, mobile preset (targets: performance ≥ 95, accessibility 100, best practices 100, CLS ≤ 0.02)',
    );
    console.table(rows);
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
  }
}
