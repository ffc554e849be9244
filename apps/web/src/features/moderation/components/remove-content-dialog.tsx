import type { QueueItem, RemovableType } from '@circles/contracts';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { ModerationActionDialog } from '../../../components/moderation/moderation-action-dialog';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { toast } from '../../../lib/toast';
import { useRemoveContent } from '../api/remove-content';
import { removeDescriptors, useModerationText } from './moderation-messages';

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
  const { t, i18n } = useLingui();
  const contractText = useModerationText();
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
          toast.success(contractText(result.message));
          close(false);
        },
      },
    );
  });
  const what =
    item.targetType === 'message'
      ? t`Both members of the conversation see that a moderator removed it.`
      : item.targetType === 'post'
        ? t`It is deleted for everyone, with its comments and media.`
        : t`It is deleted for everyone.`;
  const authorName = item.author?.fullName ?? '';
  const description = item.author ? `${what} ${t`${authorName} is told why.`}` : what;
  return (
    <ModerationActionDialog
      open={open}
      onOpenChange={close}
      title={t`${select(item.targetType, {
        post: 'Remove this post?',
        comment: 'Remove this comment?',
        listing: 'Remove this listing?',
        other: 'Remove this message?',
      })}`}
      description={description}
      form={form}
      reasonLabel={t`Reason (the author reads it)`}
      onSubmit={submit}
      isPending={remove.isPending}
      error={remove.error}
      failedMessage={t`It could not be removed. Please try again.`}
      actionLabel={i18n._(removeDescriptors[item.targetType])}
    />
  );
}
