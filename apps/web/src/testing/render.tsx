import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';

type RenderOptions = {
  /** The URL the component is shown at (components read it: a circle's page, ?redirect=). */
  route?: string;
};

/** A fresh client per test: no retries (an error shows at once), nothing shared between tests. */
export const createTestQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

/**
 * Renders a component as the app does (app/providers.tsx, app/router.tsx): React Query, a router (in memory,
 * matching every path so a navigation only changes `router.state.location`) and the toaster.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: RenderOptions = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  // RTL's rerender would replace the providers too: a test renders again instead.
  const { rerender: _rerender, ...rest } = result;
  return { ...rest, user, router, queryClient };
}
