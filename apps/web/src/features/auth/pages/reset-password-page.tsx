import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard, authLinkClass } from '../components/auth-card';
import { RequestResetForm } from '../components/request-reset-form';
import { ResetSentPanel } from '../components/reset-sent-panel';
import { SetNewPasswordForm } from '../components/set-new-password-form';

const backToSignIn = (
  <>
    Remembered it?{' '}
    <Link to={paths.auth.signIn} className={authLinkClass}>
      Back to sign in
    </Link>
  </>
);

/**
 * /auth/reset-password (docs/product.md §Screens): the email form, then its success panel; opened from the emailed
 * link (?token=…) it asks for the new password instead.
 */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (token) {
    return (
      <AuthCard
        title="Set a new password"
        description="Choose a new password for your account."
        footer={backToSignIn}
      >
        <SetNewPasswordForm token={token} />
      </AuthCard>
    );
  }
  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <ResetSentPanel email={sentTo} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset your password"
      description="Enter your email and we'll send you a link to reset your password."
      footer={backToSignIn}
    >
      <RequestResetForm onSent={setSentTo} />
    </AuthCard>
  );
}
