import { messages } from '@circles/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { screenErrorMessage } from '../../../lib/translate-error';
import { useDeleteComment } from '../api/delete-comment';

type DeleteCommentDialogProps = {
  postId: string;
  commentId: string;
  /** A reply has no replies of its own to keep: the dialog says 'reply' and leaves that line out. */
  isReply: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The confirm step before a soft delete: the comment then shows as removed and its replies stay. */
export function DeleteCommentDialog({
  postId,
  commentId,
  isReply,
  open,
  onOpenChange,
}: DeleteCommentDialogProps) {
  const remove = useDeleteComment(postId);
  const close = (next: boolean) => {
    if (!next) {
      remove.reset();
    }
    onOpenChange(next);
  };
  const confirm = () => {
    remove.mutate(commentId, {
      onSuccess: () => close(false),
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      hideCloseButton
      title={isReply ? 'Delete this reply?' : 'Delete this comment?'}
      description={`It will show as removed for everyone.${isReply ? '' : ' Replies to it stay.'}`}
      error={remove.isError ? screenErrorMessage(remove.error, messages.backend.unexpected) : null}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      isPending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
