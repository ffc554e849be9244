import { blockMessages } from '@circles/contracts';
import { useSetBlock } from '../api/blocks/set-block';
import { getErrorMessage } from '../lib/api-client';
import { toast } from '../lib/toast';
import { Button } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';

type BlockMemberDialogProps = {
  member: { userId: string; userHandle: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the block is saved (a profile page leaves, since it is no longer there for the viewer). */
  onBlocked?: () => void;
};

/** Block a member (issue #17), after saying what it does; the toast offers Undo. */
export function BlockMemberDialog({ member, open, onOpenChange, onBlocked }: BlockMemberDialogProps) {
  const setBlock = useSetBlock();
  const confirm = () =>
    setBlock.mutate(
      { userId: member.userId, blocked: true },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast.success(`Blocked @${member.userHandle}.`, {
            action: {
              label: 'Undo',
              onClick: () => setBlock.mutate({ userId: member.userId, blocked: false }),
            },
          });
          onBlocked?.();
        },
      },
    );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setBlock.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Block @{member.userHandle}?</DialogTitle>
          <DialogDescription>{blockMessages.explain}</DialogDescription>
        </DialogHeader>
        {setBlock.isError ? (
          <p role="alert" className="text-sm text-danger">
            {getErrorMessage(setBlock.error, 'That member could not be blocked. Please try again.')}
          </p>
        ) : null}
        <DialogFooter className="sm:flex-row-reverse">
          <Button
            variant="destructive"
            className="sm:flex-1"
            onClick={confirm}
            isLoading={setBlock.isPending}
          >
            Block
          </Button>
          <Button variant="outline" className="sm:flex-1" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
