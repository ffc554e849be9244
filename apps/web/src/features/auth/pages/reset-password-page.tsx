import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard, authLinkClass } from '../components/auth-card';
import { RequestResetForm } from '../components/request-reset-form';
import { ResetSentPanel } from '../components/reset-sent-panel';
import { SetNewPasswordForm } from '../components/set-new-password-form';

const backToSignIn = (
  <Trans>
    Remembered it?{' '}
    <Link to={paths.auth.signIn} className={authLinkClass}>
      Back to sign in
    </Link>
  </Trans>
);

/**
 * /auth/reset-password (docs/product.md §Screens): the email form, then its success panel; opened from the emailed
 * link (?token=…) it asks for the new password instead.
 */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const token = useSearchParams()[0].get('token');
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (token) {
    return (
      <AuthCard
        title={t`Set a new password`}
        description={t`Choose a new password for your account.`}
        footer={backToSignIn}
      >
        <SetNewPasswordForm token={token} />
      </AuthCard>
    );
  }
  if (sentTo) {
    return (
      <AuthCard title={t`Check your email`}>
        <ResetSentPanel email={sentTo} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t`Reset your password`}
      description={t`Enter your email and we'll send you a link to reset your password.`}
      footer={backToSignIn}
    >
      <RequestResetForm onSent={setSentTo} />
    </AuthCard>
  );
}
