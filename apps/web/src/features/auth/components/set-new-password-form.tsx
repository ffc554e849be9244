import { messages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useContractText } from '../../../lib/contract-messages';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { screenErrorMessage } from '../../../lib/translate-error';
import { useResetPassword } from '../api/reset-password';

/** What sign-in is told after a step elsewhere (the page words it in the reader's language). */
export type SignInNoticeState = { notice?: 'password-reset' };

/**
 * The emailed link's form: a new password under docs/product.md §Validation's rules, then sign-in with a success
 * notice.
 */
export function SetNewPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const contractText = useContractText();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm<{ password: string }>({
    resolver: lazyZodResolver(() =>
      import('../../../lib/forms/public-form-schemas').then((schemas) => schemas.setNewPasswordSchema),
    ),
    defaultValues: { password: '' },
  });

  const onSubmit = form.handleSubmit(({ password }) => {
    resetPassword.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          const state: SignInNoticeState = { notice: 'password-reset' };
          void navigate(paths.auth.signIn, { replace: true, state });
        },
      },
    );
  });

  const isBadLink =
    resetPassword.error instanceof ApiRequestError && resetPassword.error.code === 'INVALID_TOKEN';

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Set a new password`} className="flex flex-col gap-1">
      <Field
        label={t`New password`}
        hint={t`At least 8 characters, with an uppercase letter, a lowercase letter and a number.`}
        error={contractText(form.formState.errors.password?.message)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('password')}
            autoComplete="new-password"
            placeholder={t`Choose a new password`}
          />
        )}
      </Field>
      {resetPassword.isError ? (
        <Alert className="mb-4">
          {contractText(screenErrorMessage(resetPassword.error, messages.auth.resetFallback))}
          {isBadLink ? (
            <>
              {' '}
              <Link to={paths.auth.resetPassword} className="focus-ring rounded-sm underline">
                <Trans>Request a new link</Trans>
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" isLoading={resetPassword.isPending}>
        {resetPassword.isPending ? t`Saving...` : t`Set New Password`}
      </Button>
    </form>
  );
}
