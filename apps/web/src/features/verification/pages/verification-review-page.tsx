import { verificationMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, Inbox } from 'lucide-react';
import { PageTitle } from '../../../components/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';
import { useVerificationRequests } from '../api/get-verification-requests';
import { useReviewText } from '../components/verification-messages';
import { VerificationRequestCard } from '../components/verification-request-card';

/** /admin/verifications (issue #17): admins review Verified Identity requests, oldest first. */
export function VerificationReviewPage() {
  const { t } = useLingui();
  const contractText = useReviewText();
  const me = useMe();
  const isAdmin = me.data?.role === 'admin';
  const requests = useVerificationRequests(isAdmin);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageTitle title={t`Verification requests`} />
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          <BadgeCheck aria-hidden="true" className="size-7 text-primary" />
          <Trans>Verification requests</Trans>
        </h1>
        <p className="mt-1 text-muted-foreground">
          <Trans>
            Check each identity photo against the member. The photo is deleted as soon as you decide.
          </Trans>
        </p>
      </header>
      {me.data && !isAdmin ? (
        <Alert tone="info">
          <Trans>Only admins can see this page.</Trans>
        </Alert>
      ) : requests.isPending ? (
        <div role="status" aria-label={t`Loading requests`} className="flex flex-col gap-4">
          {[0, 1].map((row) => (
            <div key={row} aria-hidden="true" className="h-44 animate-pulse rounded-2xl bg-muted" />
          ))}
        </div>
      ) : requests.isError ? (
        <Alert>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{contractText(getErrorMessage(requests.error, verificationMessages.listFailed))}</span>
            <Button variant="outline" size="sm" onClick={() => void requests.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        </Alert>
      ) : requests.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed px-4 py-12 text-center">
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Inbox aria-hidden="true" className="size-5" />
          </span>
          <p className="font-medium">{contractText(verificationMessages.noneWaiting)}</p>
        </div>
      ) : (
        <ul aria-label={t`Waiting requests`} className="flex flex-col gap-4">
          {requests.data.map((request) => (
            <li key={request.id}>
              <VerificationRequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
