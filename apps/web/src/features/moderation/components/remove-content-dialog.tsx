import type { QueueItem, RemovableType } from '@circles/contracts';
import { useForm } from 'react-hook-form';
import { ModerationActionDialog } from '../../../components/moderation/moderation-action-dialog';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { toast } from '../../../lib/toast';
import { useRemoveContent } from '../api/remove-content';

const removeFormResolver = lazyZodResolver<{ reason: string }>(() =>
  import('./remove-form-schema').then((module) => module.removeFormSchema),
);

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
    resolver: removeFormResolver,
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
    <ModerationActionDialog
      open={open}
      onOpenChange={close}
      title={`Remove this ${item.targetType}?`}
      description={`${item.targetType === 'message' ? 'Both members of the conversation see that a moderator removed it' : `It is deleted for everyone${item.targetType === 'post' ? ', with its comments and media' : ''}`}.${item.author ? ` ${item.author.fullName} is told why.` : ''}`}
      form={form}
      reasonLabel="Reason (the author reads it)"
      onSubmit={submit}
      isPending={remove.isPending}
      error={remove.error}
      failedMessage="It could not be removed. Please try again."
      actionLabel={`Remove ${item.targetType}`}
    />
  );
}
