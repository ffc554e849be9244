import { Trans } from '@lingui/react/macro';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { BlockMemberDialog } from './block-member-dialog';
import { Button } from './ui/button';

/** 'Block' on another member's profile (issue #17); once blocked, the profile is gone for the viewer: home. */
export function BlockMemberButton({ member }: { member: { userId: string; userHandle: string } }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Ban aria-hidden="true" className="size-4" />
        <Trans>Block</Trans>
      </Button>
      <BlockMemberDialog
        member={member}
        open={open}
        onOpenChange={setOpen}
        onBlocked={() => void navigate(paths.app.home, { replace: true })}
      />
    </>
  );
}
