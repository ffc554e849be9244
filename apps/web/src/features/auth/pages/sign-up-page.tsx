import { invitationMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailOpen } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useSignUpPolicy } from '../../../api/auth/get-sign-up-policy';
import { paths } from '../../../config/paths';
import { useContractText } from '../../../lib/contract-messages';
import { AuthCard, authLinkClass } from '../components/auth-card';
import { InviteOnlyNotice } from '../components/invite-only-notice';
import { SignUpForm } from '../components/sign-up-form';

/**
 * /auth/sign-up (docs/product.md §Screens); success continues at /auth/verify-email. Invite-only mode says so first,
 * unless the page was opened from an invitation link (?invite=…), whose token goes with the sign-up (issue #41).
 */
export function SignUpPage() {
  const { t } = useLingui();
  const contractText = useContractText();
  const inviteOnly = useSignUpPolicy().data?.inviteOnly === true;
  const inviteToken = useSearchParams()[0].get('invite')?.trim() || undefined;
  const showsNotice = inviteOnly && !inviteToken;
  return (
    <AuthCard
      title={t`Create your account`}
      description={t`Join Circles, the social network for real people.`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link to={paths.auth.signIn} className={authLinkClass}>
            Sign in
          </Link>
        </Trans>
      }
    >
      {inviteToken ? (
        <p className="mb-5 flex items-center gap-2 rounded-xl bg-secondary px-3.5 py-2.5 text-sm font-medium text-secondary-foreground">
          <MailOpen aria-hidden="true" className="size-4 shrink-0" />
          {contractText(invitationMessages.invited)}
        </p>
      ) : showsNotice ? (
        <InviteOnlyNotice className="mb-5" />
      ) : null}
      <SignUpForm inviteToken={inviteToken} noticeShown={showsNotice} />
    </AuthCard>
  );
}
