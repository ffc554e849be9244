import { messages } from '@circles/contracts';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
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
    <Dialog open={open} onOpenChange={close}>
      <DialogContent hideCloseButton>
        <DialogHeader>
          <DialogTitle>{isReply ? 'Delete this reply?' : 'Delete this comment?'}</DialogTitle>
          <DialogDescription>
            It will show as removed for everyone.{isReply ? '' : ' Replies to it stay.'}
          </DialogDescription>
        </DialogHeader>
        {remove.isError ? (
          <p role="alert" className="mt-4 text-center text-sm text-danger">
            {screenErrorMessage(remove.error, messages.backend.unexpected)}
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
