import { blockMessages } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { useSetBlock } from '../api/blocks/set-block';
import { getErrorMessage } from '../lib/api-client';
import { useContractText } from '../lib/contract-messages';
import { toast } from '../lib/toast';
import { memberContractMessages } from './member-contract-messages';
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
  const { t } = useLingui();
  const contractText = useContractText(memberContractMessages);
  const setBlock = useSetBlock();
  const handle = member.userHandle;
  const confirm = () =>
    setBlock.mutate(
      { userId: member.userId, blocked: true },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast.success(t`Blocked @${handle}.`, {
            action: {
              label: t`Undo`,
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
      title={t`Block @${handle}?`}
      description={contractText(blockMessages.explain)}
      error={
        setBlock.isError
          ? getErrorMessage(setBlock.error, t`That member could not be blocked. Please try again.`)
          : null
      }
      confirmLabel={t`Block`}
      isPending={setBlock.isPending}
      onConfirm={confirm}
    />
  );
}
