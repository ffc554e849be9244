import { type QueueItem, type RemovableType, removeContentSchema } from '@circles/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { ReasonField } from '../../../components/moderation/reason-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRemoveContent } from '../api/remove-content';

const removeFormSchema = removeContentSchema.pick({ reason: true });

/** Remove a reported post, comment or listing; its author is notified with the reason. */
export function RemoveContentDialog({
  item,
  open,
  onOpenChange,
}: {
  item: QueueItem & { targetType: RemovableType };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useRemoveContent();
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(removeFormSchema),
    defaultValues: { reason: '' },
  });
  const close = (next: boolean) => {
    if (!next) {
      remove.reset();
      form.reset();
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(({ reason }) => {
    remove.mutate(
      { targetType: item.targetType, targetId: item.targetId, reason },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          close(false);
        },
      },
    );
  });
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove this {item.targetType}?</DialogTitle>
          <DialogDescription>
            It is deleted for everyone{item.targetType === 'post' ? ', with its comments and media' : ''}.{' '}
            {item.author ? `${item.author.fullName} is told why.` : ''}
          </DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <Controller
            control={form.control}
            name="reason"
            render={({ field, fieldState }) => (
              <ReasonField
                label="Reason (the author reads it)"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          {remove.isError ? (
            <Alert>{getErrorMessage(remove.error, 'It could not be removed. Please try again.')}</Alert>
          ) : null}
          <DialogFooter className="sm:flex-row-reverse">
            <Button type="submit" variant="destructive" className="sm:flex-1" isLoading={remove.isPending}>
              Remove {item.targetType}
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
