import type { FormEventHandler, ReactNode } from 'react';
import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { getErrorMessage } from '../../lib/api-client';
import { useContractText } from '../../lib/contract-messages';
import { memberContractMessages } from '../member-contract-messages';
import { Alert } from '../ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { FormFooter } from '../ui/form-footer';
import { ReasonField } from './reason-field';

type ModerationActionDialogProps<Form extends { reason: string }> = {
  open: boolean;
  /** The caller's close: on false it resets its mutation and form. */
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The caller's form: the dialog shows its `reason` field. */
  form: UseFormReturn<Form>;
  reasonLabel: string;
  /** Fields shown above the reason (a suspension's length). */
  children?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The action's state: pending, and the error of its last try (shown above the buttons). */
  isPending: boolean;
  error: unknown;
  /** Shown when the failure carries no message of the server's. */
  failedMessage: string;
  actionLabel: string;
};

/**
 * A moderator's action on a member or their content (remove, suspend): what it does, a reason the member reads,
 * the failure, and the destructive action beside Cancel.
 */
export function ModerationActionDialog<Form extends { reason: string }>({
  open,
  onOpenChange,
  title,
  description,
  form,
  reasonLabel,
  children,
  onSubmit,
  isPending,
  error,
  failedMessage,
  actionLabel,
}: ModerationActionDialogProps<Form>) {
  const contractText = useContractText(memberContractMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form className="mt-4 flex flex-col gap-3" onSubmit={onSubmit}>
          {children}
          <Controller
            control={form.control}
            name={'reason' as FieldPath<Form>}
            render={({ field, fieldState }) => (
              <ReasonField
                label={reasonLabel}
                value={field.value as string}
                onChange={field.onChange}
                error={contractText(fieldState.error?.message)}
              />
            )}
          />
          {error ? <Alert>{contractText(getErrorMessage(error, failedMessage))}</Alert> : null}
          <FormFooter
            actionLabel={actionLabel}
            tone="destructive"
            isPending={isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
