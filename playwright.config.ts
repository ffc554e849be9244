import { defineConfig, devices } from '@playwright/test';
import { headlessShell } from './e2e/fixtures/browser';
import { e2eBaseUrl } from './e2e/fixtures/origin';

// E2E runs against the built app started the way a user starts it (`npm start`), on a throwaway data dir.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = e2eBaseUrl;

export default defineConfig({
  testDir: 'e2e',
  // Per port: shards side by side (scripts/test.mjs) each clear and fill their own.
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous: the 2-core CI machine runs the server, PostgreSQL and Chromium at once.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // The server refuses API writes whose Origin is not its own; a browser sends it, Playwright's `request` does not.
    extraHTTPHeaders: { origin: baseURL },
    // The service worker stays out of the way of route mocks; the installable-app test allows it.
    serviceWorkers: 'block',
    // CI records a trace on the retry only: its DOM snapshot before and after every action reads each element's
    // scroll position, which lays out again every `content-visibility: auto` cell it passes (the icon grid's 1,384:
    // about 5 s per action here, 45 s on a loaded CI machine; E2E files 25-30% slower with it on). CI keeps only
    // its log; a failure's error-context.md (the page's aria snapshot) is written either way.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: headlessShell,
    // A member who asked for reduced motion: the auth pages' drifting circles draw one still frame and CSS
    // animations end at once, instead of the browser drawing 60 frames a second that no test looks at (about 6% of
    // E2E's CPU, issue #55, decision 0105). wall.spec and public.spec keep motion on: the moving canvases still run.
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every API write's Origin is checked against PUBLIC_URL: it must be the address the tests use.
    env: { PORT: String(port), PUBLIC_URL: baseURL },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
