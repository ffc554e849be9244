import { type PendingVerification, verificationLimits, verificationMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AuthorNameLink } from '../../../components/author-identity';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { getErrorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useRelativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast';
import { useApproveVerification } from '../api/approve-verification';
import { useRejectVerification } from '../api/reject-verification';
import { useReviewText } from './verification-messages';

const rejectResolver = lazyZodResolver<{ reason: string }>(() =>
  import('../lib/reject-verification-schema').then((module) => module.rejectVerificationSchema),
);

/**
 * One waiting request: who asked, when, their note and identity photo (fetched through the admin-only route,
 * never cached), and Approve, or Reject with the reason the member will read.
 */
export function VerificationRequestCard({ request }: { request: PendingVerification }) {
  const { t } = useLingui();
  const contractText = useReviewText();
  const relativeTime = useRelativeTime();
  const id = useId();
  const approve = useApproveVerification();
  const reject = useRejectVerification();
  const [isRejecting, setIsRejecting] = useState(false);
  const form = useForm<{ reason: string }>({ resolver: rejectResolver, defaultValues: { reason: '' } });
  const reasonError = contractText(form.formState.errors.reason?.message);
  const { member } = request;
  const name = member.fullName;
  const isBusy = approve.isPending || reject.isPending;
  const error = approve.error ?? reject.error;

  const onReject = form.handleSubmit(({ reason }) => {
    reject.mutate(
      { id: request.id, reason },
      { onSuccess: () => toast.success(t`Request from ${name} rejected`) },
    );
  });

  return (
    <Card className="overflow-hidden">
      <article aria-labelledby={`${id}-name`} className="flex flex-col gap-4 p-4 sm:flex-row sm:p-5">
        <a
          href={request.photoUrl}
          target="_blank"
          rel="noreferrer"
          className="focus-ring block shrink-0 self-start overflow-hidden rounded-xl border bg-muted"
        >
          <img
            src={request.photoUrl}
            alt={t`Identity document sent by ${name}`}
            className="h-44 w-full max-w-full object-contain sm:h-40 sm:w-56"
          />
        </a>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <header className="flex items-center gap-3">
            <Avatar src={member.avatarUrl} alt="" size="md" />
            <div className="min-w-0">
              <h2 id={`${id}-name`} className="truncate font-semibold">
                <AuthorNameLink handle={member.userHandle}>{member.fullName}</AuthorNameLink>
              </h2>
              <p className="truncate text-sm text-muted-foreground">
                @{member.userHandle} · {relativeTime(request.createdAt)}
              </p>
            </div>
          </header>
          {request.note ? (
            <p className="rounded-xl bg-secondary px-3.5 py-2.5 text-sm whitespace-pre-wrap break-words text-secondary-foreground">
              {request.note}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>No note.</Trans>
            </p>
          )}
          {error ? (
            <Alert>{contractText(getErrorMessage(error, verificationMessages.reviewFailed))}</Alert>
          ) : null}
          {isRejecting ? (
            <form noValidate onSubmit={onReject} className="flex flex-col gap-2">
              <Label htmlFor={`${id}-reason`}>
                <Trans>Reason (the member reads it)</Trans>
              </Label>
              <Controller
                control={form.control}
                name="reason"
                render={({ field }) => (
                  <textarea
                    {...field}
                    id={`${id}-reason`}
                    rows={2}
                    maxLength={verificationLimits.reasonMax}
                    // biome-ignore lint/a11y/noAutofocus: the admin just asked to write the reason.
                    autoFocus
                    aria-invalid={reasonError ? true : undefined}
                    aria-describedby={`${id}-reason-error`}
                    onChange={(event) =>
                      field.onChange(event.target.value.slice(0, verificationLimits.reasonMax))
                    }
                    className="min-h-16 w-full resize-y rounded-xl border border-input bg-card px-3.5 py-2.5 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm"
                  />
                )}
              />
              <p id={`${id}-reason-error`} aria-live="polite" className="min-h-5 text-sm text-danger">
                {reasonError}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="submit"
                  variant="destructive"
                  size="sm"
                  isLoading={reject.isPending}
                  disabled={isBusy}
                >
                  <Trans>Reject request</Trans>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setIsRejecting(false)} disabled={isBusy}>
                  <Trans>Cancel</Trans>
                </Button>
              </div>
            </form>
          ) : (
            <div className="mt-auto flex flex-wrap gap-2">
              <Button
                size="sm"
                isLoading={approve.isPending}
                disabled={isBusy}
                onClick={() =>
                  approve.mutate(request.id, {
                    onSuccess: () => toast.success(t`${name} is now verified`),
                  })
                }
              >
                <Check aria-hidden="true" className="size-4" />
                <Trans>Approve</Trans>
              </Button>
              <Button variant="outline" size="sm" disabled={isBusy} onClick={() => setIsRejecting(true)}>
                <X aria-hidden="true" className="size-4" />
                <Trans>Reject</Trans>
              </Button>
            </div>
          )}
        </div>
      </article>
    </Card>
  );
}
