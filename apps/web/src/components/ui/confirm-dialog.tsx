import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  /** Told of every close (Cancel, Escape, a click outside): the caller clears its last failure there. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What the action does, said before it is done. */
  description: ReactNode;
  /** The action's failure in the member's words, or null. */
  error: string | null;
  confirmLabel: string;
  /** Shown on the button while the action runs ('Deleting…'); the label stays otherwise. */
  pendingLabel?: string;
  isPending: boolean;
  onConfirm: () => void;
  /** A plain yes-or-no step has Cancel only, no ×. */
  hideCloseButton?: boolean;
};

/**
 * The confirm step before a destructive action (delete a post or a comment, block a member): what it does, the
 * failure if it failed, and the action beside Cancel.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  error,
  confirmLabel,
  pendingLabel,
  isPending,
  onConfirm,
  hideCloseButton = false,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent hideCloseButton={hideCloseButton}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="mt-4 text-center text-sm text-danger">
            {error}
          </p>
        ) : null}
        <DialogFooter className="sm:flex-row-reverse">
          <Button variant="destructive" className="sm:flex-1" isLoading={isPending} onClick={onConfirm}>
            {isPending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
          <Button variant="outline" className="sm:flex-1" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
