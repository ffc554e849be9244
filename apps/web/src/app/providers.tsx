import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { createQueryClient } from '../lib/query-client';

// Its own chunk, fetched right after the first page: toasts only follow an action, by which time it is here.
const ThemedToaster = lazy(() =>
  import('./themed-toaster').then((module) => ({ default: module.ThemedToaster })),
);

/**
 * App-wide providers. The theme itself is applied outside React (lib/theme startThemeSync). The toaster mounts
 * after the first render, so a page rendered on the server (entry-server.tsx) and its first render in the
 * browser are the same markup. main.tsx passes the query client it has already started the session checks on, and
 * the i18n instance whose catalogue it loaded before the first render (the server draws with one of the same
 * language).
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
  const [hasMounted, setHasMounted] = useState(false);
  useEffect(() => setHasMounted(true), []);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        {hasMounted ? (
          <Suspense fallback={null}>
            <ThemedToaster />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </I18nProvider>
  );
}
