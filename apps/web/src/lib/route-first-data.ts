import type { QueryClient } from '@tanstack/react-query';

/**
 * What a route's `handle` may carry: how to load the data its page shows first into the query cache. main.tsx
 * loads it before the first render of a page whose document the server drew with that data (issue #16; the
 * answers travel in the document, lib/document-answers, so no request is made). The first render then draws the
 * page as the document shows it, instead of its loading skeletons for a moment in between.
 */
export type FirstDataHandle = { loadFirstData: (queryClient: QueryClient) => Promise<void> };

const hasFirstData = (handle: unknown): handle is FirstDataHandle =>
  typeof (handle as Partial<FirstDataHandle> | undefined)?.loadFirstData === 'function';

/** Loads the first data of every matched route that names some; settles when all of it is in the cache. */
export async function loadFirstDataOf(
  matches: readonly { route: { handle?: unknown } }[],
  queryClient: QueryClient,
) {
  await Promise.all(
    matches.flatMap(({ route }) =>
      hasFirstData(route.handle) ? [route.handle.loadFirstData(queryClient)] : [],
    ),
  );
}
