import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { installBrowserStubs } from './browser-stubs';
import { server } from './server';
import { initialStateResets, resettableCreate } from './zustand-reset';

vi.mock('zustand', async (importOriginal) => {
  const actual = await importOriginal<typeof import('zustand')>();
  return { ...actual, create: resettableCreate(actual) };
});

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
  // Sonner keeps its toasts in one module-wide list and replays the active ones to the next Toaster that mounts:
  // a toast of one test (or of an earlier file in this worker) must not show in the next.
  toast.dismiss();
  act(() => {
    for (const reset of initialStateResets) reset();
  });
  server.resetHandlers();
  window.localStorage.clear();
  const calls = unhandled.splice(0);
  if (calls.length > 0) throw new Error(`API calls without an MSW handler: ${calls.join(', ')}`);
});
afterAll(() => server.close());
