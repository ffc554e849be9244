import { Trans } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** docs/product.md §Screens: after the reset request, a success panel with a return-to-sign-in button. */
export function ResetSentPanel({ email }: { email: string }) {
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-success-surface text-success">
        <MailCheck aria-hidden="true" className="size-7" />
      </span>
      <p role="status" className="text-sm text-muted-foreground">
        <Trans>
          If an account exists for <span className="font-medium text-foreground">{email}</span>, we sent a
          link to reset your password. It may take a minute to arrive.
        </Trans>
      </p>
      <Link to={paths.auth.signIn} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
        <Trans>Return to Sign In</Trans>
      </Link>
    </div>
  );
}
