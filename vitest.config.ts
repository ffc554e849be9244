import { defineConfig } from 'vitest/config';

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
          ],
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
