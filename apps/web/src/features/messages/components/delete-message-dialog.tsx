import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { getErrorMessage } from '../../../lib/api-client';
import { useDeleteMessage } from '../api/delete-message';
import { useMessageText } from './message-texts';

/** Deleting one's own message (issue #40), after asking: it goes for both members. */
export function DeleteMessageDialog({
  conversationId,
  messageId,
  open,
  onOpenChange,
}: {
  conversationId: string;
  messageId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const remove = useDeleteMessage();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
      title={t`Delete this message?`}
      description={t`It is removed for both of you. This cannot be undone.`}
      error={
        remove.isError
          ? messageText(
              getErrorMessage(remove.error, t`That message could not be deleted. Please try again.`),
            )
          : null
      }
      confirmLabel={t`Delete`}
      isPending={remove.isPending}
      onConfirm={() => remove.mutate({ conversationId, messageId }, { onSuccess: () => onOpenChange(false) })}
    />
  );
}
