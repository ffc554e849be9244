import type { ReportTargetType } from '@circles/contracts';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { ReportDialog } from './report-dialog';
import { Button } from './ui/button';

/** 'Report' on a member's profile or a circle's page (issue #17). */
export function ReportButton({
  targetType,
  targetId,
  subject,
}: {
  targetType: ReportTargetType;
  targetId: string;
  subject: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-4" />
        Report
      </Button>
      <ReportDialog target={{ targetType, targetId }} subject={subject} open={open} onOpenChange={setOpen} />
    </>
  );
}
