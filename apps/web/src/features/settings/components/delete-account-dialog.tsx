import { accountDeletionGraceDays, accountMessages } from '@circles/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { PasswordInput } from '../../../components/ui/password-input';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { clearMemberData } from '../../../lib/member-data';
import { requestAccountDeletion } from '../api/request-account-deletion';

/**
 * Delete account (issue #18): confirmed with the password. The server signs the member out everywhere and
 * erases the account after the grace period unless they sign in again; this tab then leaves for the home page.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setPassword('');
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(accountMessages.passwordRequired);
      return;
    }
    setIsPending(true);
    setError(null);
    try {
      const { deleteAfter } = await requestAccountDeletion(password);
      const date = new Date(deleteAfter).toLocaleDateString(undefined, { dateStyle: 'long' });
      await navigate(paths.home, { replace: true });
      clearMemberData(queryClient);
      toast.success(`Your account will be deleted on ${date}. Sign in before then to keep it.`, {
        duration: 10_000,
      });
    } catch (caught) {
      setError(getErrorMessage(caught, accountMessages.deletionFailed));
      setIsPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              You will be signed out everywhere. After {accountDeletionGraceDays} days your posts, photos,
              videos, likes and settings are erased and your comments show as removed. Changed your mind? Sign
              in within {accountDeletionGraceDays} days and everything stays.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-password`}>Password</Label>
            <PasswordInput
              id={`${id}-password`}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
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
          <DialogFooter className="sm:flex-row-reverse">
            <Button type="submit" variant="destructive" className="sm:flex-1" isLoading={isPending}>
              {isPending ? 'Deleting…' : 'Delete account'}
            </Button>
            <Button type="button" variant="outline" className="sm:flex-1" onClick={() => close(false)}>
              Cancel
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
