import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { SignInDialog } from './sign-in-dialog';

export function PublicHeader() {
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/65">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home} className="focus-ring -m-1 rounded-lg p-1">
          <Logo />
        </Link>
        <nav aria-label={t`Account`} className="flex items-center gap-1.5 sm:gap-2">
          <SignInDialog />
          <Link to={paths.pricing} className={buttonStyles({ size: 'sm' })}>
            <Trans>Sign Up</Trans>
          </Link>
        </nav>
      </div>
    </header>
  );
}
