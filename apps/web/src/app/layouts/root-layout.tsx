import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/**
 * Wraps every route: restores scroll on back/forward and starts new pages at the top. While the next page's
 * code loads, the current page stays and a thin bar shows at the top (fixed, so nothing moves).
 */
export function RootLayout() {
  const isNavigating = useNavigation().state !== 'idle';
  return (
    <>
      {isNavigating ? (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-[fade-in_150ms_ease-out_150ms_both] bg-primary"
        />
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
