import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

type AppProps = {
  router: AppRouter;
  /** Called once the first render is on screen (after hydration, for a page rendered at build time). */
  onMounted?: () => void;
  /** One made in advance (main.tsx starts the session checks on it); a new one otherwise. */
  queryClient?: QueryClient;
};

/** The whole app around a router: the browser's (main.tsx) or, at build time, a memory router (prerender.tsx). */
export function App({ router, onMounted, queryClient }: AppProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
