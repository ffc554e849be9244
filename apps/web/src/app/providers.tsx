import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { createQueryClient } from '../lib/query-client';
import { toaster } from '../lib/toast';

// Its own chunk, fetched with the first toast asked for (lib/toast): no page's first load carries sonner.
const ThemedToaster = lazy(() =>
  import('./themed-toaster').then((module) => ({ default: module.ThemedToaster })),
);

/**
 * App-wide providers. The theme itself is applied outside React (lib/theme startThemeSync). The toaster mounts
 * once a toast is asked for, never in the first render, so a page rendered on the server (entry-server.tsx) and
 * its first render in the browser are the same markup. main.tsx passes the query client it has already started
 * the session checks on, and the i18n instance whose catalogue it loaded before the first render (the server draws
 * with one of the same language).
 */
export function AppProviders({
  children,
  queryClient: given,
  i18n,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  i18n: I18n;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const toasterWanted = useSyncExternalStore(toaster.subscribe, toaster.isWanted, () => false);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        {toasterWanted ? (
          <Suspense fallback={null}>
            <ThemedToaster />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </I18nProvider>
  );
}
