import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { queryClientOf } from '../../lib/query-client';

/**
 * /settings, mounted inside the member shell. Its loader puts the member's preferences in the query cache before
 * the page renders: the server draws the sections, not their skeleton. Without it the shell's own preferences
 * request (use-member-preferences.ts) could answer before React hydrated the page, which then drew the sections
 * over the server's skeleton: a hydration mismatch (issue #55).
 */
export const settingsRoutes: RouteObject[] = [
  {
    path: paths.app.settings,
    lazy: () =>
      Promise.all([import('./pages/settings-page'), import('../../api/preferences/get-preferences')]).then(
        ([page, preferences]) => ({
          Component: page.SettingsPage,
          loader: async ({ context }) => {
            // A failed read is left to the page, which shows it with Try again.
            await queryClientOf(context)
              .ensureQueryData(preferences.preferencesQueryOptions())
              .catch(() => undefined);
            return null;
          },
        }),
      ),
  },
];
