import type { ReportTargetType } from '@circles/contracts';
import { Trans } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { ReportDialog } from './report-dialog';
import { Button } from './ui/button';

/** 'Report' on a member's profile, a circle's page or a listing (issues #17, #40). */
export function ReportButton({
  targetType,
  targetId,
  subject,
  size = 'sm',
}: {
  targetType: ReportTargetType;
  targetId: string;
  subject: string;
  /** Beside a page's main actions (a listing's), the size they have. */
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-4" />
        <Trans>Report</Trans>
      </Button>
      <ReportDialog target={{ targetType, targetId }} subject={subject} open={open} onOpenChange={setOpen} />
    </>
  );
}
