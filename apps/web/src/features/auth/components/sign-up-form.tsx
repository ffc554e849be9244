import { messages, type SignUpInput } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/email-field';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useContractText } from '../../../lib/contract-messages';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { screenErrorMessage } from '../../../lib/translate-error';
import { useSignUp } from '../api/sign-up';
import { InviteOnlyNotice } from './invite-only-notice';

const m = messages.auth;

/**
 * A server-side docs/product.md §Validation message belongs under its field, like the same message found in the
 * browser.
 */
const fieldOfMessage: Record<string, keyof SignUpInput> = {
  [m.firstNameMin]: 'firstName',
  [m.firstNameMax]: 'firstName',
  [m.lastNameMin]: 'lastName',
  [m.lastNameMax]: 'lastName',
  [m.invalidEmail]: 'email',
  [m.passwordMin]: 'password',
  [m.passwordUpper]: 'password',
  [m.passwordLower]: 'password',
  [m.passwordNumber]: 'password',
};

export type VerifyEmailState = { email?: string };

/**
 * First name, last name, email, password with docs/product.md §Validation's inline messages. Each name error shows
 * under its own field (the first product's known defect, the first-name field showing the last-name error, is
 * deliberately not reproduced).
 */
/** The placeholders' sample name: a person's name, the same in every language. */
// eslint-disable-next-line lingui/no-unlocalized-strings
const sampleName = { first: 'Ada', last: 'Lovelace' };

export function SignUpForm({
  inviteToken,
  noticeShown = false,
}: {
  /** From the invitation link the page was opened from (issue #41): sent with the sign-up. */
  inviteToken?: string;
  /** The page already shows the invite-only notice: a refusal does not show it a second time. */
  noticeShown?: boolean;
}) {
  const { t } = useLingui();
  const contractText = useContractText();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({
    resolver: lazyZodResolver(() =>
      import('../../../lib/forms/public-form-schemas').then((schemas) => schemas.signUpSchema),
    ),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    signUp.mutate(
      { ...values, inviteToken },
      {
        onSuccess: () => {
          const state: VerifyEmailState = { email: values.email };
          void navigate(paths.auth.verifyEmail, { state });
        },
        onError: (error) => {
          const field = error instanceof ApiRequestError ? fieldOfMessage[error.message] : undefined;
          if (field) form.setError(field, { message: error.message }, { shouldFocus: true });
        },
      },
    );
  });

  // INVITE_ONLY (issue #41): the refusal comes with the way in that is left, the waitlist.
  const isInviteOnly = signUp.error instanceof ApiRequestError && signUp.error.code === 'INVITE_ONLY';
  const isFieldError =
    signUp.error instanceof ApiRequestError && Boolean(fieldOfMessage[signUp.error.message]);

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Create account`} className="flex flex-col gap-1">
      <div className="grid gap-x-3 gap-y-1 sm:grid-cols-2">
        <Field label={t`First name`} error={contractText(errors.firstName?.message)}>
          {(control) => (
            <Input
              {...control}
              {...form.register('firstName')}
              autoComplete="given-name"
              placeholder={sampleName.first}
            />
          )}
        </Field>
        <Field label={t`Last name`} error={contractText(errors.lastName?.message)}>
          {(control) => (
            <Input
              {...control}
              {...form.register('lastName')}
              autoComplete="family-name"
              placeholder={sampleName.last}
            />
          )}
        </Field>
      </div>
      <EmailField registration={form.register('email')} error={contractText(errors.email?.message)} />
      <Field
        label={t`Password`}
        hint={t`At least 8 characters, with an uppercase letter, a lowercase letter and a number.`}
        error={contractText(errors.password?.message)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('password')}
            autoComplete="new-password"
            placeholder={t`Create a password`}
          />
        )}
      </Field>
      {isInviteOnly ? (
        noticeShown ? null : (
          <InviteOnlyNotice className="mb-4" />
        )
      ) : signUp.isError && !isFieldError ? (
        <Alert className="mb-4">{contractText(screenErrorMessage(signUp.error, m.signUpFallback))}</Alert>
      ) : null}
      <Button type="submit" size="lg" isLoading={signUp.isPending}>
        {signUp.isPending ? t`Creating account...` : t`Create Account`}
      </Button>
    </form>
  );
}
