import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { DriftingCirclesCanvas } from '../../components/drifting-circles-canvas';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';

/** The auth screens: the animated background canvas (docs/product.md §Screens) behind a centred card. */
export function AuthLayout() {
  const { t } = useLingui();
  return (
    <div className="relative isolate flex min-h-dvh flex-col">
      <DriftingCirclesCanvas />
      <header className="px-4 py-4 sm:px-6">
        <Link to={paths.home} aria-label={t`Circles home`} className="focus-ring inline-flex rounded-lg">
          <Logo />
        </Link>
      </header>
      <main
        id="main"
        className="flex flex-1 items-start justify-center px-4 pt-2 pb-16 sm:items-center sm:pt-0"
      >
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
