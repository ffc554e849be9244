import { limits, messages } from '@circles/contracts';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useContractText } from '../../../lib/contract-messages';
import { screenErrorMessage } from '../../../lib/translate-error';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import type { VerifyEmailState } from '../components/sign-up-form';

const returnToSignIn = (
  <Link to={paths.auth.signIn} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
    <Trans>Return to Sign In</Trans>
  </Link>
);

function StatusPanel({
  icon,
  tone,
  children,
}: {
  icon: ReactNode;
  tone: 'neutral' | 'success' | 'danger';
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <span
        className={cn(
          'inline-flex size-14 items-center justify-center rounded-full',
          tone === 'success' && 'bg-success-surface text-success',
          tone === 'danger' && 'bg-danger-surface text-danger',
          tone === 'neutral' && 'bg-secondary text-secondary-foreground',
        )}
      >
        {icon}
      </span>
      {children}
    </div>
  );
}

/** Counts limits.verifyRedirectSeconds down to 1, then goes to sign-in (docs/product.md §Screens and §Limits). */
function VerifiedCountdown() {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState<number>(limits.verifyRedirectSeconds);

  useEffect(() => {
    if (secondsLeft <= 0) {
      void navigate(paths.auth.signIn, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, navigate]);

  // docs/product.md §Messages' sentence (contracts' messages.auth.verified), with the reader's plural rules.
  const seconds = Math.max(secondsLeft, 1);
  return (
    <StatusPanel tone="success" icon={<CircleCheck aria-hidden="true" className="size-7" />}>
      <p role="status" className="font-medium">
        <Plural
          value={seconds}
          one="Email verified successfully! Redirecting to sign in page in # second..."
          other="Email verified successfully! Redirecting to sign in page in # seconds..."
        />
      </p>
      <Link to={paths.auth.signIn} replace className={buttonStyles({ size: 'lg', className: 'w-full' })}>
        <Trans>Sign In now</Trans>
      </Link>
    </StatusPanel>
  );
}

function VerifyToken({ token }: { token: string }) {
  const contractText = useContractText();
  const verify = useVerifyEmail(token, { enabled: true });
  if (verify.isSuccess) return <VerifiedCountdown />;
  if (verify.isError) {
    return (
      <StatusPanel tone="danger" icon={<CircleAlert aria-hidden="true" className="size-7" />}>
        <p role="alert" className="font-medium text-danger">
          {contractText(screenErrorMessage(verify.error, messages.auth.verifyFallback))}
        </p>
        {returnToSignIn}
      </StatusPanel>
    );
  }
  return (
    <StatusPanel tone="neutral" icon={<Spinner className="size-7" />}>
      <p role="status" className="font-medium">
        {contractText(messages.auth.verifying)}
      </p>
    </StatusPanel>
  );
}

/**
 * /auth/verify-email (docs/product.md §Screens): without a token, 'check your email'; with the mailed link's token
 * and type=signup, verifies at once, then counts down to sign-in; on failure the error and a way back.
 */
export function VerifyEmailPage() {
  const { t } = useLingui();
  const contractText = useContractText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const type = searchParams.get('type');
  const sentTo = (useLocation().state as VerifyEmailState | null)?.email;

  return (
    <AuthCard title={t`Verify your email`}>
      {token && type === 'signup' ? (
        <VerifyToken token={token} />
      ) : (
        <StatusPanel tone="neutral" icon={<MailCheck aria-hidden="true" className="size-7" />}>
          <div className="flex flex-col gap-2">
            <p role="status" className="font-medium">
              {contractText(messages.auth.checkEmail)}
            </p>
            {sentTo ? (
              <p className="text-sm text-muted-foreground">
                <Trans>
                  We sent it to <span className="font-medium text-foreground">{sentTo}</span>.
                </Trans>
              </p>
            ) : null}
          </div>
          <Link to={paths.auth.signIn} className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
            <Trans>Return to Sign In</Trans>
          </Link>
        </StatusPanel>
      )}
    </AuthCard>
  );
}
