import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { createQueryClient } from '../lib/query-client';

// Its own chunk, fetched right after the first page: toasts only follow an action, by which time it is here.
const ThemedToaster = lazy(() =>
  import('./themed-toaster').then((module) => ({ default: module.ThemedToaster })),
);

/** App-wide providers. The theme itself is applied outside React (lib/theme startThemeSync). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <ThemedToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
