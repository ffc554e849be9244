import type { ReportTargetType } from '@circles/contracts';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';
import { DialogLoading } from './ui/dialog-loading';

// The form (and react-hook-form) loads when a report is first opened, not with every page that offers one.
const ReportForm = lazy(() => import('./report-form').then((module) => ({ default: module.ReportForm })));

type ReportDialogProps = {
  target: { targetType: ReportTargetType; targetId: string };
  /** What is reported, for the title: 'this post', '@ada', 'Garden club'. */
  subject: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Report a post, comment, member or circle (issue #17): a reason, optional details; moderators see it.
 * The form is mounted only while open, so each opening starts empty.
 */
export function ReportDialog({ target, subject, open, onOpenChange }: ReportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Report {subject}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Moderators will see your report. The member is not told who reported them.</Trans>
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<DialogLoading />}>
          <ReportForm target={target} onClose={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
