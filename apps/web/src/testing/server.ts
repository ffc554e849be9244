import { defaultPreferences } from '@circles/contracts';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { buildMe } from './factories';

/** The API path as the web app calls it (lib/api-client prefixes /api; MSW matches it on any origin). */
export const apiPath = (path: string) => `*/api${path}`;

/**
 * What every component test may ask without saying so: the signed-in member, their default settings,
 * the verification gate (off) and their pending posts (none).
 * Anything else a component calls must be answered by the test itself with `server.use(...)`; an unanswered
 * call fails the test (see setup.ts), so a component that starts calling something new is noticed.
 */
export const defaultHandlers = [
  http.get(apiPath('/me'), () => HttpResponse.json(buildMe())),
  http.get(apiPath('/preferences'), () => HttpResponse.json(defaultPreferences)),
  http.get(apiPath('/verification/status'), () =>
    HttpResponse.json({ isRequired: false, isVerified: false, request: null }),
  ),
  // The member's posts waiting for their media (issue #52), shown above the feeds: none unless a test says so.
  http.get(apiPath('/posts/pending'), () => HttpResponse.json({ pending: [] })),
];

export const server = setupServer(...defaultHandlers);

/** The JSON error body our server sends (contracts apiErrorSchema). */
export const apiError = (status: number, message: string, fieldErrors?: Record<string, string[]>) =>
  HttpResponse.json({ message, ...(fieldErrors ? { fieldErrors } : {}) }, { status });
