import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';

type FormFooterProps = {
  /** The submit button's text (say what happens: 'Send report', 'Delete account'). */
  actionLabel: ReactNode;
  isPending?: boolean;
  disabled?: boolean;
  /** 'destructive' for an action that cannot be undone. */
  tone?: 'primary' | 'destructive';
  /** Cancel's own close; without it Cancel closes the dialog the form is in. */
  onCancel?: () => void;
};

/**
 * A dialog form's buttons: the action (the form's submit) beside Cancel, equal widths side by side from sm up,
 * stacked with the action on top on a phone.
 */
export function FormFooter({
  actionLabel,
  isPending,
  disabled,
  tone = 'primary',
  onCancel,
}: FormFooterProps) {
  const cancel = (
    <Button type="button" variant="outline" className="sm:flex-1" onClick={onCancel}>
      <Trans>Cancel</Trans>
    </Button>
  );
  return (
    <DialogFooter className="sm:flex-row-reverse">
      <Button type="submit" variant={tone} className="sm:flex-1" disabled={disabled} isLoading={isPending}>
        {actionLabel}
      </Button>
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
    </DialogFooter>
  );
}
