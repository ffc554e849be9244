import type { Messages } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** Every part's English messages: a component under test shows its words whatever part they belong to. */
const englishMessages: Messages = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<{ messages: Messages }>(
      ['../locales/en.po', '../locales/member/en.po', '../features/*/locales/en.po'],
      { eager: true },
    ),
  ).map((catalogue) => catalogue.messages),
);

type RenderOptions = {
  /** The URL the component is shown at (components read it: a circle's page, ?redirect=). */
  route?: string;
};

/**
 * The app's own query client (its 401 and busy-server handling included), fresh per test and without retries, so
 * an error shows at once and nothing is shared between tests.
 */
export const createTestQueryClient = (): QueryClient => {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  return queryClient;
};

/**
 * Renders a component inside the app's own providers (app/providers.tsx: English, the query client and the toaster)
 * and a router as app/router.tsx has it (react-router's own provider: vitest loads react-router/dom as a second
 * copy of the router), in memory and matching every path, so a navigation only changes
 * `router.state.location`.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: RenderOptions = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient} i18n={createI18n('en', englishMessages)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // RTL's rerender would replace the providers too: a test renders again instead.
  const { rerender: _rerender, ...rest } = result;
  return { ...rest, user, router, queryClient };
}
