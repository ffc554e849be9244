import { messages, type WaitlistRequest } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiRequestError, getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useContractText } from '../../../lib/contract-messages';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useJoinWaitlist } from '../api/join-waitlist';

/** docs/product.md §Behaviour waitlist form: idle → submitting ('Joining...') → success (form disabled) | error. */
export function WaitlistForm({ className }: { className?: string }) {
  const { t } = useLingui();
  const contractText = useContractText();
  const joinWaitlist = useJoinWaitlist();
  const form = useForm<WaitlistRequest>({
    resolver: lazyZodResolver(() =>
      import('../../../lib/forms/public-form-schemas').then((schemas) => schemas.waitlistRequestSchema),
    ),
    defaultValues: { email: '' },
  });
  const emailError = contractText(form.formState.errors.email?.message);
  const isSuccess = joinWaitlist.isSuccess;

  const onSubmit = form.handleSubmit((values) => {
    joinWaitlist.mutate(values, {
      onError: (error) => {
        // A field message from the server belongs under the field, like the client-side one.
        const fieldMessage = error instanceof ApiRequestError ? error.fieldErrors?.email?.[0] : undefined;
        if (fieldMessage) form.setError('email', { message: fieldMessage });
      },
    });
  });

  const hasFieldErrorFromServer =
    joinWaitlist.error instanceof ApiRequestError && Boolean(joinWaitlist.error.fieldErrors?.email?.length);
  const formError =
    joinWaitlist.isError && !hasFieldErrorFromServer
      ? contractText(getErrorMessage(joinWaitlist.error, messages.waitlist.fallback))
      : null;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={cn('w-full', className)}
      aria-label={t`Join the waitlist`}
    >
      <fieldset disabled={isSuccess} className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-3">
        <Field label={t`Email address`} hideLabel error={emailError} className="flex-1">
          {(control) => (
            <Input
              {...control}
              {...form.register('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              className="h-12"
            />
          )}
        </Field>
        <Button type="submit" size="lg" isLoading={joinWaitlist.isPending} className="sm:min-w-40">
          {joinWaitlist.isPending ? t`Joining...` : t`Join Waitlist`}
        </Button>
      </fieldset>

      <div aria-live="polite" className="mt-3 min-h-14 sm:mt-0">
        {isSuccess ? (
          <p
            role="status"
            className="flex items-start gap-2.5 rounded-xl bg-success-surface px-4 py-3 text-left text-sm font-medium text-success"
          >
            <CircleCheck aria-hidden="true" className="mt-px size-4.5 shrink-0" />
            <span>{contractText(joinWaitlist.data.message || messages.waitlist.success)}</span>
          </p>
        ) : null}
        {formError ? (
          <p
            role="alert"
            className="flex items-start gap-2.5 rounded-xl bg-danger-surface px-4 py-3 text-left text-sm font-medium text-danger"
          >
            <CircleAlert aria-hidden="true" className="mt-px size-4.5 shrink-0" />
            <span>{formError}</span>
          </p>
        ) : null}
      </div>
    </form>
  );
}
