import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { AuthCard, authLinkClass } from '../components/auth-card';
import { PasskeySignIn } from '../components/passkey-sign-in';
import type { SignInNoticeState } from '../components/set-new-password-form';
import { SignInForm } from '../components/sign-in-form';

/** /auth/sign-in (docs/product.md §Screens). */
export function SignInPage() {
  const { t } = useLingui();
  const notice = (useLocation().state as SignInNoticeState | null)?.notice;
  return (
    <AuthCard
      title={t`Welcome back`}
      description={t`Sign in to your Circles account.`}
      footer={
        <Trans>
          Don't have an account?{' '}
          <Link to={paths.auth.signUp} className={authLinkClass}>
            Sign up
          </Link>
        </Trans>
      }
    >
      {notice === 'password-reset' ? (
        <Alert tone="success" className="mb-5">
          <Trans>Your password has been reset. Sign in with your new password.</Trans>
        </Alert>
      ) : null}
      <SignInForm />
      <PasskeySignIn />
    </AuthCard>
  );
}
