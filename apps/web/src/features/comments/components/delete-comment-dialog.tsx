import { messages } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { screenErrorMessage } from '../../../lib/translate-error';
import { useDeleteComment } from '../api/delete-comment';
import { useCommentText } from '../lib/comment-messages';

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
  const { t } = useLingui();
  const commentText = useCommentText();
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
      title={isReply ? t`Delete this reply?` : t`Delete this comment?`}
      description={
        isReply
          ? t`It will show as removed for everyone.`
          : t`It will show as removed for everyone. Replies to it stay.`
      }
      error={
        remove.isError ? commentText(screenErrorMessage(remove.error, messages.backend.unexpected)) : null
      }
      confirmLabel={t`Delete`}
      pendingLabel={t`Deleting…`}
      isPending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
