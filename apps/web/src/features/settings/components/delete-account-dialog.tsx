import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { DialogLoading } from '../../../components/ui/dialog-loading';

// The form (and react-hook-form) loads when the dialog first opens, not with the Settings page.
const DeleteAccountForm = lazy(() =>
  import('./delete-account-form').then((module) => ({ default: module.DeleteAccountForm })),
);

/** Delete account (issue #18); the form is mounted only while open, so each opening starts empty. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-label={t`Delete your account?`}>
        <Suspense fallback={<DialogLoading />}>
          <DeleteAccountForm onClose={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
