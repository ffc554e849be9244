import {
  moderationLimits,
  moderationMessages,
  type ReportReason,
  type ReportTargetType,
  reportReasonLabels,
  reportReasons,
} from '@circles/contracts';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCreateReport } from '../api/create-report';

type ReportDialogProps = {
  target: { targetType: ReportTargetType; targetId: string };
  /** What is reported, for the title: 'this post', '@ada', 'Garden club'. */
  subject: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Report a post, comment, member or circle (issue #17): a reason, optional details; moderators see it. */
export function ReportDialog({ target, subject, open, onOpenChange }: ReportDialogProps) {
  const createReport = useCreateReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const detailsId = useId();
  const reasonErrorId = useId();

  const close = (next: boolean) => {
    if (!next) {
      createReport.reset();
      setReason(null);
      setDetails('');
      setMissingReason(false);
    }
    onOpenChange(next);
  };
  const submit = () => {
    if (!reason) {
      setMissingReason(true);
      return;
    }
    createReport.mutate(
      { ...target, reason, details: details.trim() || undefined },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          close(false);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report {subject}</DialogTitle>
          <DialogDescription>
            Moderators will see your report. The member is not told who reported them.
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset
            aria-describedby={missingReason ? reasonErrorId : undefined}
            className="flex flex-col gap-1"
          >
            <legend className="mb-2 text-sm font-medium">What is wrong?</legend>
            {reportReasons.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-10 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm hover:bg-accent',
                  'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/40',
                  reason === value && 'bg-secondary text-secondary-foreground',
                )}
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setMissingReason(false);
                  }}
                  className="size-4 accent-[var(--color-primary)]"
                />
                {reportReasonLabels[value]}
              </label>
            ))}
            {missingReason ? (
              <p id={reasonErrorId} role="alert" className="text-sm text-danger">
                {moderationMessages.chooseReason}
              </p>
            ) : null}
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={detailsId}>Anything else moderators should know? (optional)</Label>
            <textarea
              id={detailsId}
              value={details}
              onChange={(event) => setDetails(event.target.value.slice(0, moderationLimits.detailsMax))}
              rows={3}
              maxLength={moderationLimits.detailsMax}
              className="min-h-20 w-full resize-none rounded-xl border border-input bg-card px-3.5 py-2.5 text-base shadow-xs outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 sm:text-sm"
            />
          </div>
          {createReport.isError ? (
            <Alert>
              {getErrorMessage(createReport.error, 'The report could not be sent. Please try again.')}
            </Alert>
          ) : null}
          <DialogFooter className="sm:flex-row-reverse">
            <Button type="submit" className="sm:flex-1" isLoading={createReport.isPending}>
              Send report
            </Button>
            <Button type="button" variant="outline" className="sm:flex-1" onClick={() => close(false)}>
              Cancel
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
