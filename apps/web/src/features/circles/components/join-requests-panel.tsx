import { type JoinRequest, joinRequestMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogLoading } from '../../../components/ui/dialog-loading';
import { getErrorMessage } from '../../../lib/api-client';
import { useRelativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast';
import { useApproveJoinRequest } from '../api/approve-join-request';
import { useJoinRequests } from '../api/get-join-requests';
import { useCircleText } from '../lib/circle-messages';
import { MemberAvatar } from './member-avatar';

// The form (and react-hook-form) loads when a request is first declined.
const DeclineRequestForm = lazy(() =>
  import('./join-request-forms').then((module) => ({ default: module.DeclineRequestForm })),
);

/** The circle's waiting requests to join, for its owner and moderators (issue #17); hidden when there are none. */
export function JoinRequestsPanel({ circleId }: { circleId: string }) {
  const circleText = useCircleText();
  const titleId = useId();
  const requests = useJoinRequests(circleId);
  const [declining, setDeclining] = useState<JoinRequest | null>(null);
  if (requests.isPending || (requests.isSuccess && requests.data.length === 0)) return null;
  return (
    <Card className="px-5 py-5 sm:px-8" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold tracking-tight">
        <Trans>Requests to join</Trans>
        {requests.data ? (
          <span className="ml-2 rounded-full bg-primary px-2 py-0.5 align-middle text-xs text-primary-foreground tabular-nums">
            {requests.data.length}
          </span>
        ) : null}
      </h2>
      {requests.isError ? (
        <p className="mt-3 text-sm text-muted-foreground">{circleText(joinRequestMessages.listFailed)}</p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y">
          {requests.data?.map((request) => (
            <RequestRow
              key={request.userId}
              circleId={circleId}
              request={request}
              onDecline={() => setDeclining(request)}
            />
          ))}
        </ul>
      )}
      <DeclineDialog circleId={circleId} request={declining} onClose={() => setDeclining(null)} />
    </Card>
  );
}

type RequestRowProps = { circleId: string; request: JoinRequest; onDecline: () => void };

function RequestRow({ circleId, request, onDecline }: RequestRowProps) {
  const { t } = useLingui();
  const circleText = useCircleText();
  const relativeTime = useRelativeTime();
  const approve = useApproveJoinRequest();
  const name = request.fullName;
  const reportFailure = (error: unknown) =>
    toast.error(circleText(getErrorMessage(error, joinRequestMessages.failed)));
  return (
    <li
      aria-label={t`Request from ${name}`}
      className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <MemberAvatar
          fullName={request.fullName}
          avatarUrl={request.avatarUrl}
          isVerified={request.manualVerification}
          className="size-10 shrink-0 text-sm"
        />
        <div className="min-w-0">
          <p className="text-sm">
            <span className="font-semibold">{request.fullName}</span>{' '}
            <span className="text-muted-foreground">· {relativeTime(request.createdAt)}</span>
          </p>
          {request.message ? (
            <p className="mt-1 text-sm break-words whitespace-pre-line text-muted-foreground">
              {request.message}
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button
          size="sm"
          isLoading={approve.isPending}
          onClick={() =>
            // The promise, not mutate's callbacks: the circle's refetch can remove this row before the mutation
            // settles, and callbacks given to mutate are dropped once their component has unmounted.
            approve
              .mutateAsync({ circleId, userId: request.userId })
              .then(() => toast.success(t`${name} is now a member`), reportFailure)
          }
        >
          <Check aria-hidden="true" className="size-4" />
          <Trans>Approve</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={onDecline} disabled={approve.isPending}>
          <X aria-hidden="true" className="size-4" />
          <Trans>Decline</Trans>
        </Button>
      </div>
    </li>
  );
}

type DeclineDialogProps = { circleId: string; request: JoinRequest | null; onClose: () => void };

/** Declines a request with an optional reason, which the requester reads in their notification. */
function DeclineDialog({ circleId, request, onClose }: DeclineDialogProps) {
  const name = request?.fullName;
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader className="text-left">
          <DialogTitle>
            <Trans>Decline {name}’s request</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>They are told their request was declined, with your reason if you give one.</Trans>
          </DialogDescription>
        </DialogHeader>
        {request ? (
          <Suspense fallback={<DialogLoading />}>
            <DeclineRequestForm circleId={circleId} request={request} onClose={onClose} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
