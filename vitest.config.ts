import os from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './apps/web/build/lingui-macros.ts';

export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves one core free (one worker on a 2-core machine), which left CI's
    // second core idle: the server's tests wait on their database and HTTP round trips, the others are CPU only.
    // Each server worker has its own database (docs/decisions/0007). VITEST_MAX_WORKERS still overrides it.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        // The web app's modules use Lingui's macros and import its catalogues (docs/decisions/0098).
        plugins: [linguiMacros(), lingui({ configPath: 'apps/web/lingui.config.ts' })],
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            // Repository checks run by `npm run lint` (feature boundaries).
            'scripts/*.test.mjs',
          ],
        },
      },
      {
        // The app's own React plugin config is not loaded here: esbuild's automatic JSX runtime is all tests need.
        // Lingui's macros and catalogues are (docs/decisions/0098), with the web app's lingui.config.ts.
        plugins: [linguiMacros(), lingui({ configPath: 'apps/web/lingui.config.ts' })],
        test: {
          // Component tests: the app in jsdom, the API answered by MSW (apps/web/src/testing).
          name: 'web-components',
          server: { deps: { inline: true } },
          // One jsdom and module graph per worker, not per file: a fresh jsdom, React, Radix and MSW for each of
          // ~40 files were three quarters of this project's CPU (128 s against 30 s here). What outlives a test is
          // put back after each one in the setup file: the DOM (cleanup), Sonner's toasts, zustand's stores,
          // MSW's handlers and localStorage.
          isolate: false,
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // Rendering, Radix portals and user-event on a shared 2-core machine: a slow test is not a failure.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          setupFiles: ['apps/server/src/test/setup.ts'],
          // One database and one listening app per worker, shared by its test files (created once, reset per test).
          pool: 'forks',
          isolate: false,
          fileParallelism: true,
          // Generous: integration tests sign members up (argon2) on a 2-core machine that CI shares with PostgreSQL.
          testTimeout: 45_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
