import {
  createReportSchema,
  moderationLimits,
  type ReportTargetType,
  reportReasonLabels,
  reportReasons,
} from '@circles/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateReport } from '../api/moderation/create-report';
import { getErrorMessage } from '../lib/api-client';
import { cn } from '../lib/cn';
import { useContractText } from '../lib/contract-messages';
import { toast } from '../lib/toast';
import { memberContractMessages } from './member-contract-messages';
import { Alert } from './ui/alert';
import { FormFooter } from './ui/form-footer';
import { Label } from './ui/label';

// What the member fills in; the target comes from the dialog.
const reportFormSchema = createReportSchema.pick({ reason: true, details: true });

type ReportFormProps = {
  target: { targetType: ReportTargetType; targetId: string };
  /** Closes the dialog: after the report is sent, or on Cancel. */
  onClose: () => void;
};

/** The report itself: a reason (required), optional details; sent, it is toasted and the dialog closes. */
export function ReportForm({ target, onClose }: ReportFormProps) {
  const { t } = useLingui();
  const contractText = useContractText(memberContractMessages);
  const createReport = useCreateReport();
  const form = useForm<z.input<typeof reportFormSchema>, unknown, z.output<typeof reportFormSchema>>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { reason: undefined, details: '' },
  });
  const reasonError = contractText(form.formState.errors.reason?.message);
  const detailsId = useId();
  const reasonErrorId = useId();

  const submit = form.handleSubmit((values) => {
    createReport.mutate(
      { ...target, ...values },
      {
        onSuccess: (result) => {
          toast.success(contractText(result.message));
          onClose();
        },
      },
    );
  });

  return (
    <form className="mt-4 flex flex-col gap-4" onSubmit={submit}>
      <fieldset aria-describedby={reasonError ? reasonErrorId : undefined} className="flex flex-col gap-1">
        <legend className="mb-2 text-sm font-medium">
          <Trans>What is wrong?</Trans>
        </legend>
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <>
              {reportReasons.map((value) => (
                <label
                  key={value}
                  className={cn(
                    'flex min-h-10 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm hover:bg-accent',
                    'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/40',
                    field.value === value && 'bg-secondary text-secondary-foreground',
                  )}
                >
                  <input
                    type="radio"
                    name="report-reason"
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    onBlur={field.onBlur}
                    className="size-4 accent-[var(--color-primary)]"
                  />
                  {contractText(reportReasonLabels[value])}
                </label>
              ))}
            </>
          )}
        />
        {reasonError ? (
          <p id={reasonErrorId} role="alert" className="text-sm text-danger">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={detailsId}>
          <Trans>Anything else moderators should know? (optional)</Trans>
        </Label>
        <Controller
          control={form.control}
          name="details"
          render={({ field }) => (
            <textarea
              {...field}
              id={detailsId}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value.slice(0, moderationLimits.detailsMax))}
              rows={3}
              maxLength={moderationLimits.detailsMax}
              className="min-h-20 w-full resize-none rounded-xl border border-input bg-card px-3.5 py-2.5 text-base shadow-xs outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 sm:text-sm"
            />
          )}
        />
      </div>
      {createReport.isError ? (
        <Alert>
          {contractText(
            getErrorMessage(createReport.error, t`The report could not be sent. Please try again.`),
          )}
        </Alert>
      ) : null}
      <FormFooter actionLabel={t`Send report`} isPending={createReport.isPending} onCancel={onClose} />
    </form>
  );
}
