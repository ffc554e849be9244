import { passkeyMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useContractText } from '../../../lib/contract-messages';
import { passkeyErrorMessage, useCanUsePasskeys } from '../../../lib/passkeys';
import { redirectParam, safeRedirectPath } from '../../../lib/safe-redirect';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey';

/**
 * 'Sign in with a passkey' under the password form (issue #18); hidden where the browser has no WebAuthn. The
 * page rendered at build time shows it (almost every browser has WebAuthn), so hydrating it moves nothing.
 */
export function PasskeySignIn() {
  const { t } = useLingui();
  const contractText = useContractText();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignInWithPasskey();
  const isSupported = useCanUsePasskeys();
  if (!isSupported) return null;

  const start = () =>
    signIn.mutate(undefined, {
      onSuccess: () => {
        const target = safeRedirectPath(searchParams.get(redirectParam)) ?? paths.app.home;
        void navigate(target, { replace: true });
      },
    });

  return (
    <div className="mt-4 flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        <Trans>or</Trans>
        <span className="h-px flex-1 bg-border" />
      </div>
      {signIn.isError ? (
        <Alert>{contractText(passkeyErrorMessage(signIn.error, passkeyMessages.signInFailed))}</Alert>
      ) : null}
      <Button type="button" variant="outline" size="lg" onClick={start} isLoading={signIn.isPending}>
        <KeyRound aria-hidden="true" className="size-4" />
        {signIn.isPending ? t`Waiting for your passkey…` : t`Sign in with a passkey`}
      </Button>
    </div>
  );
}
