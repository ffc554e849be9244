import { messages, type SignInInput } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/email-field';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { paths } from '../../../config/paths';
import { useContractText } from '../../../lib/contract-messages';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { redirectParam, safeRedirectPath } from '../../../lib/safe-redirect';
import { screenErrorMessage } from '../../../lib/translate-error';
import { useSignIn } from '../api/sign-in';
import { authLinkClass } from './auth-card';

/** Email and password; on success back to where the member was going (the guard's ?redirect=) or /home. */
export function SignInForm() {
  const { t } = useLingui();
  const contractText = useContractText();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    resolver: lazyZodResolver(() =>
      import('../../../lib/forms/public-form-schemas').then((schemas) => schemas.signInSchema),
    ),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: () => {
        const target = safeRedirectPath(searchParams.get(redirectParam)) ?? paths.app.home;
        void navigate(target, { replace: true });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Sign in`} className="flex flex-col gap-1">
      <EmailField registration={form.register('email')} error={contractText(errors.email?.message)} />
      <Field label={t`Password`} error={contractText(errors.password?.message)}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('password')}
            autoComplete="current-password"
            placeholder={t`Your password`}
          />
        )}
      </Field>
      <div className="-mt-1 mb-4 flex justify-end">
        <Link to={paths.auth.resetPassword} className={`${authLinkClass} text-sm`}>
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
      {signIn.isError ? (
        <Alert className="mb-4">
          {contractText(screenErrorMessage(signIn.error, messages.auth.signInFallback))}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" isLoading={signIn.isPending}>
        {signIn.isPending ? t`Signing in...` : t`Sign In`}
      </Button>
    </form>
  );
}
