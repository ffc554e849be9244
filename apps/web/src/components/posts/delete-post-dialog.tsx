import { postMessages } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { useDeletePost } from '../../api/posts/delete-post';
import { getErrorMessage } from '../../lib/api-client';
import { useContractText } from '../../lib/contract-messages';
import { toast } from '../../lib/toast';
import { memberContractMessages } from '../member-contract-messages';
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
  const { t } = useLingui();
  const contractText = useContractText(memberContractMessages);
  const remove = useDeletePost();
  const close = (next: boolean) => {
    if (!next) remove.reset();
    onOpenChange(next);
  };
  const confirm = () =>
    remove.mutate(postId, {
      onSuccess: () => {
        toast.success(contractText(postMessages.postDeleted));
        onOpenChange(false);
        onDeleted?.();
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      hideCloseButton
      title={t`Delete this post?`}
      description={t`It will be removed for everyone, with its comments, likes and media. This cannot be undone.`}
      error={remove.isError ? contractText(getErrorMessage(remove.error, postMessages.deleteFailed)) : null}
      confirmLabel={t`Delete`}
      pendingLabel={t`Deleting…`}
      isPending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
