import { blockMessages } from '@circles/contracts';
import { useSetBlock } from '../api/blocks/set-block';
import { getErrorMessage } from '../lib/api-client';
import { toast } from '../lib/toast';
import { ConfirmDialog } from './ui/confirm-dialog';

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
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setBlock.reset();
        onOpenChange(next);
      }}
      title={`Block @${member.userHandle}?`}
      description={blockMessages.explain}
      error={
        setBlock.isError
          ? getErrorMessage(setBlock.error, 'That member could not be blocked. Please try again.')
          : null
      }
      confirmLabel="Block"
      isPending={setBlock.isPending}
      onConfirm={confirm}
    />
  );
}
