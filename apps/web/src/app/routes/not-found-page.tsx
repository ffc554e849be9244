import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { buttonStyles } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useMemberStatus } from '../../lib/session';

/** Any path no route claims (docs/product.md §Messages 'Unknown route': `messages.notFound` in English). */
export function NotFoundPage() {
  const { t } = useLingui();
  const member = useMemberStatus();
  const home = member.status === 'signed-in' && member.isProfileComplete ? paths.app.home : paths.home;
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <PageTitle title={t`Page not found`} />
      <p aria-hidden="true" className="text-gradient text-8xl font-bold tracking-tighter">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">
        <Trans>404 - Page not found</Trans>
      </h1>
      <p className="mt-3 text-muted-foreground">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link to={home} className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
        <Trans>Go back home</Trans>
      </Link>
    </section>
  );
}
