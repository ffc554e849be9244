import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Visitor pages: header with Sign In / Sign Up, the page, and the footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="focus-ring sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Suspense>
        <PublicHeader />
      </Suspense>
      <main id="main" className="flex flex-1 flex-col">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <PublicFooter />
      </Suspense>
    </div>
  );
}
