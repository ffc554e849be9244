import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './apps/web/build/react-on-preact';

// Testing Library's ES module build: its CommonJS one would require() real React beside Preact.
const testingLibraryReact = new URL(
  import.meta.resolve('@testing-library/react/dist/@testing-library/react.esm.js'),
).pathname;

export default defineConfig({
  test: {
    projects: [
      {
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
        // Components run on Preact under React's API, as in the build (apps/web/build/react-on-preact.ts). Every
        // library is loaded as an ES module and through Vite, so each of its imports of react meets the alias.
        resolve: {
          alias: [{ find: /^@testing-library\/react$/, replacement: testingLibraryReact }, ...reactOnPreact],
          conditions: ['module', 'browser', 'development'],
          mainFields: ['module', 'main'],
        },
        test: {
          // Component tests: the app in jsdom, the API answered by MSW (apps/web/src/testing).
          name: 'web-components',
          server: { deps: { inline: true } },
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
