import { Trans } from '@lingui/react/macro';
import { BadgeCheck } from 'lucide-react';
import { paths } from '../../config/paths';
import { useMe } from '../../lib/session';
import { ShellNavLink, type ShellNavVariant } from './shell-nav-link';

/** The shell's Verifications link (issue #17), only for admins: they review Verified Identity requests. */
export function VerificationNavLink({
  variant,
  onNavigate,
}: {
  variant: ShellNavVariant;
  onNavigate?: () => void;
}) {
  const me = useMe();
  if (me.data?.role !== 'admin') return null;
  return (
    <ShellNavLink to={paths.app.verifications} icon={BadgeCheck} variant={variant} onNavigate={onNavigate}>
      <Trans>Verifications</Trans>
    </ShellNavLink>
  );
}
