import { messages, type ResetRequestInput } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/email-field';
import { useContractText } from '../../../lib/contract-messages';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { screenErrorMessage } from '../../../lib/translate-error';
import { useRequestPasswordReset } from '../api/request-password-reset';

/**
 * The email form of /auth/reset-password (docs/product.md §Screens); the page shows the success panel once it is
 * sent.
 */
export function RequestResetForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useLingui();
  const contractText = useContractText();
  const requestReset = useRequestPasswordReset();
  const form = useForm<ResetRequestInput>({
    resolver: lazyZodResolver(() =>
      import('../../../lib/forms/public-form-schemas').then((schemas) => schemas.resetRequestSchema),
    ),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    requestReset.mutate(values, { onSuccess: () => onSent(values.email) }),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Reset password`} className="flex flex-col gap-1">
      <EmailField
        registration={form.register('email')}
        error={contractText(form.formState.errors.email?.message)}
      />
      {requestReset.isError ? (
        <Alert className="mb-4">
          {contractText(screenErrorMessage(requestReset.error, messages.auth.resetFallback))}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" isLoading={requestReset.isPending}>
        {requestReset.isPending ? t`Sending...` : t`Send Reset Link`}
      </Button>
    </form>
  );
}
