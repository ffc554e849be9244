import { accountDeletionGraceDays, type DeleteAccountInput, deleteAccountSchema } from '@circles/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { signInWithPasskey } from '../../../api/passkeys/sign-in-with-passkey';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormFooter } from '../../../components/ui/form-footer';
import { Label } from '../../../components/ui/label';
import { PasswordInput } from '../../../components/ui/password-input';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { clearMemberData } from '../../../lib/member-data';
import { passkeyErrorMessage } from '../../../lib/passkeys';
import { useMe } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { usePasskeys } from '../api/get-passkeys';
import { requestAccountDeletion } from '../api/request-account-deletion';

/**
 * The Delete account form (issue #18): confirmed with the password, or with one of the member's passkeys (a passkey
 * sign-in this moment, which the server accepts for a few minutes). The server signs the member out everywhere and
 * erases the account after the grace period unless they sign in again; this tab then leaves for the home page.
 */
export function DeleteAccountForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const deletionFailed = t`Your account could not be scheduled for deletion. Please try again.`;
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  // One line under the password says what went wrong: a missing password, a refusal, a failed passkey.
  const error = form.formState.errors.password?.message;
  const setError = (message: string) => form.setError('password', { message });
  const [isPending, setIsPending] = useState(false);
  const me = useMe();
  const hasPasskeys = (usePasskeys().data?.length ?? 0) > 0;

  const deleteWith = async (confirmation: DeleteAccountInput) => {
    const { deleteAfter } = await requestAccountDeletion(confirmation);
    const date = i18n.date(deleteAfter, { dateStyle: 'long' });
    // As sign-out does (use-sign-out.ts): the member's pages are gone before their cached data is.
    await navigate(paths.home, { replace: true, flushSync: true });
    clearMemberData(queryClient);
    toast.success(t`Your account will be deleted on ${date}. Sign in before then to keep it.`, {
      duration: 10_000,
    });
  };

  const submit = form.handleSubmit(async ({ password }) => {
    setIsPending(true);
    try {
      await deleteWith({ password });
    } catch (caught) {
      setError(getErrorMessage(caught, deletionFailed));
      setIsPending(false);
    }
  });

  const confirmWithPasskey = async () => {
    setIsPending(true);
    form.clearErrors();
    try {
      const { user } = await signInWithPasskey();
      // Another account's passkey signed that account in: never delete it from here.
      if (user.id !== me.data?.userId) {
        clearMemberData(queryClient);
        setError(t`That passkey belongs to another account.`);
        setIsPending(false);
        return;
      }
      await deleteWith({ confirmedWith: 'passkey' });
    } catch (caught) {
      setError(passkeyErrorMessage(caught, deletionFailed));
      setIsPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>
          <Trans>Delete your account?</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            You will be signed out everywhere. After {accountDeletionGraceDays} days your posts, photos,
            videos, likes and settings are erased and your comments show as removed. Changed your mind? Sign
            in within {accountDeletionGraceDays} days and everything stays.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-password`}>
          <Trans>Password</Trans>
        </Label>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          {...form.register('password')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={isPending}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      {hasPasskeys ? (
        <Button
          type="button"
          variant="outline"
          onClick={() => void confirmWithPasskey()}
          disabled={isPending}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          <Trans>Confirm with a passkey instead</Trans>
        </Button>
      ) : null}
      <FormFooter
        actionLabel={isPending ? t`Deleting…` : t`Delete account`}
        tone="destructive"
        isPending={isPending}
        onCancel={onClose}
      />
    </form>
  );
}
