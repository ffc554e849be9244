import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

type AppProps = {
  router: AppRouter;
  queryClient: QueryClient;
  i18n: I18n;
  /** Called once the first render is on screen (after hydration, for a page drawn on the server). */
  onMounted?: () => void;
};

/**
 * The whole app around the browser's router (main.tsx); the server draws the same with its own (entry-server.tsx).
 * Nothing may stand beside it: useId's values follow the tree's shape, and the server's tree must be the same.
 */
export function App({ router, queryClient, i18n, onMounted }: AppProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
