import { Trans } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { signInPathFor } from '../../lib/safe-redirect';
import { useMemberStatus } from '../../lib/session';
import { translateErrorMessage } from '../../lib/translate-error';

type RequireSessionProps = {
  /** /auth/setup-profile itself needs a session but not a complete profile. */
  allowIncompleteProfile?: boolean;
};

/**
 * docs/product.md §Screens route guard: a spinner while the session loads; no session → /auth/sign-in remembering
 * where the visitor was going; an incomplete profile (or a failed status check, docs/product.md §Behaviour) →
 * /auth/setup-profile.
 */
export function RequireSession({ allowIncompleteProfile = false }: RequireSessionProps) {
  const member = useMemberStatus();
  const location = useLocation();

  switch (member.status) {
    case 'loading':
      return (
        <div className="flex min-h-dvh">
          <PageSpinner />
        </div>
      );
    case 'unknown':
      return (
        <div
          role="alert"
          className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center"
        >
          <CircleAlert aria-hidden="true" className="size-10 text-danger" />
          <p className="max-w-sm font-medium">{translateErrorMessage(member.error)}</p>
          <Button onClick={member.retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      );
    case 'signed-out':
      return (
        <Navigate to={signInPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />
      );
    case 'signed-in':
      if (!allowIncompleteProfile && !member.isProfileComplete) {
        return <Navigate to={paths.auth.setupProfile} replace />;
      }
      return <Outlet />;
  }
}
