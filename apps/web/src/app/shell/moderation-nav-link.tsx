import { Trans } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { paths } from '../../config/paths';
import { useModerationAccess } from '../../features/moderation/api/get-moderation-access';
import { ShellNavLink, type ShellNavVariant } from './shell-nav-link';

/** The shell's Moderation link, only for members who moderate something (site-wide or a circle). */
export function ModerationNavLink({
  variant,
  onNavigate,
}: {
  variant: ShellNavVariant;
  onNavigate?: () => void;
}) {
  const access = useModerationAccess();
  if (!access.data?.canModerate) return null;
  return (
    <ShellNavLink to={paths.app.moderation} icon={ShieldCheck} variant={variant} onNavigate={onNavigate}>
      <Trans>Moderation</Trans>
    </ShellNavLink>
  );
}
