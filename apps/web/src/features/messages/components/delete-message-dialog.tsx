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
import { useDeleteMessage } from '../api/delete-message';

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
  const remove = useDeleteMessage();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this message?</DialogTitle>
          <DialogDescription>It is removed for both of you. This cannot be undone.</DialogDescription>
        </DialogHeader>
        {remove.isError ? (
          <p role="alert" className="text-sm text-danger">
            {getErrorMessage(remove.error, 'That message could not be deleted. Please try again.')}
          </p>
        ) : null}
        <DialogFooter className="sm:flex-row-reverse">
          <Button
            variant="destructive"
            className="sm:flex-1"
            isLoading={remove.isPending}
            onClick={() =>
              remove.mutate({ conversationId, messageId }, { onSuccess: () => onOpenChange(false) })
            }
          >
            Delete
          </Button>
          <Button variant="outline" className="sm:flex-1" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
