import { postMessages } from '@circles/contracts';
import { useDeletePost } from '../../api/posts/delete-post';
import { getErrorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** The confirm step before an author's post is deleted for good, with its comments, likes and media. */
export function DeletePostDialog({
  postId,
  open,
  onOpenChange,
  onDeleted,
}: {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const remove = useDeletePost();
  const close = (next: boolean) => {
    if (!next) remove.reset();
    onOpenChange(next);
  };
  const confirm = () =>
    remove.mutate(postId, {
      onSuccess: () => {
        toast.success(postMessages.postDeleted);
        onOpenChange(false);
        onDeleted?.();
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      hideCloseButton
      title="Delete this post?"
      description="It will be removed for everyone, with its comments, likes and media. This cannot be undone."
      error={remove.isError ? getErrorMessage(remove.error, postMessages.deleteFailed) : null}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      isPending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
