import { inviteOnlyMessages } from '@circles/contracts';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { useContractText } from '../../../lib/contract-messages';
import { authLinkClass } from './auth-card';

/**
 * INVITE_ONLY (issue #41): sign-up needs a member's invitation link, so the page says so and offers the waitlist on
 * `/`. The form stays for the addresses the site's admins named.
 */
export function InviteOnlyNotice({ className }: { className?: string }) {
  const contractText = useContractText();
  return (
    <Alert tone="info" className={className}>
      <p>{contractText(inviteOnlyMessages.signUpClosed)}</p>
      <p className="mt-1.5 font-normal">
        <Link to={paths.home} className={authLinkClass}>
          <Trans>Join the waitlist</Trans>
        </Link>
        <span className="text-muted-foreground">
          {' '}
          <Trans>· Have an invitation link from a member? Open it to sign up.</Trans>
        </span>
      </p>
    </Alert>
  );
}
