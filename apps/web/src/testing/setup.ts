import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installBrowserStubs } from './browser-stubs';
import { server } from './server';

installBrowserStubs();
// findBy* and waitFor wait up to 5 s, not 1 s: React renders Radix's portals on a 2-core machine shared with the
// server tests, and a slow wait is not a failure.
configure({ asyncUtilTimeout: 5_000 });

// A call no handler answers is a failure of the test that made it, named, not a silent network error.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request) => {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
    },
  }),
);
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  const calls = unhandled.splice(0);
  if (calls.length > 0) throw new Error(`API calls without an MSW handler: ${calls.join(', ')}`);
});
afterAll(() => server.close());
