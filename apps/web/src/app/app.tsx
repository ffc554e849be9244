import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

type AppProps = {
  router: AppRouter;
  /** Called once the first render is on screen (after hydration, for a page rendered at build time). */
  onMounted?: () => void;
};

/** The whole app around a router: the browser's (main.tsx) or, at build time, a memory router (prerender.tsx). */
export function App({ router, onMounted }: AppProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
