import { postMessages } from '@circles/contracts';
import { useDeletePost } from '../../api/posts/delete-post';
import { getErrorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';

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
    <Dialog open={open} onOpenChange={close}>
      <DialogContent hideCloseButton>
        <DialogHeader>
          <DialogTitle>Delete this post?</DialogTitle>
          <DialogDescription>
            It will be removed for everyone, with its comments, likes and media. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {remove.isError ? (
          <p role="alert" className="mt-4 text-center text-sm text-danger">
            {getErrorMessage(remove.error, postMessages.deleteFailed)}
          </p>
        ) : null}
        <DialogFooter className="sm:flex-row-reverse">
          <Button variant="destructive" className="sm:flex-1" isLoading={remove.isPending} onClick={confirm}>
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </Button>
          <Button variant="outline" className="sm:flex-1" onClick={() => close(false)}>
            Cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
