import {
  createJoinRequestSchema,
  type JoinRequest,
  joinRequestLimits,
  joinRequestMessages,
  rejectJoinRequestSchema,
} from '@circles/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRejectJoinRequest } from '../api/reject-join-request';
import { useRequestToJoin } from '../api/request-to-join';
import { useCircleText } from '../lib/circle-messages';
import { MessageField } from './message-field';

// The two forms of a request to join (issue #17), loaded when their dialog first opens.

const useReportFailure = () => {
  const circleText = useCircleText();
  return (error: unknown) => toast.error(circleText(getErrorMessage(error, joinRequestMessages.failed)));
};

/** Asking to join a private circle, with an optional message for its owner and moderators. */
export function AskToJoinForm({ circleId, onClose }: { circleId: string; onClose: () => void }) {
  const { t } = useLingui();
  const circleText = useCircleText();
  const reportFailure = useReportFailure();
  const form = useForm({
    resolver: zodResolver(createJoinRequestSchema),
    defaultValues: { message: '' },
  });
  const request = useRequestToJoin();
  const send = form.handleSubmit(({ message }) =>
    request.mutate(
      { circleId, message: message ?? '' },
      {
        onError: reportFailure,
        onSuccess: () => {
          onClose();
          toast.success(circleText(joinRequestMessages.sent));
        },
      },
    ),
  );
  return (
    <form className="mt-6 flex flex-col gap-4" onSubmit={send}>
      <Controller
        control={form.control}
        name="message"
        render={({ field }) => (
          <MessageField
            label={t`Message (optional)`}
            value={field.value ?? ''}
            onChange={field.onChange}
            maxLength={joinRequestLimits.messageMax}
            placeholder={t`Say who you are or why you would like to join`}
          />
        )}
      />
      <DialogFooter className="mt-2 flex-col-reverse sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" isLoading={request.isPending}>
          <Trans>Send request</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}

type DeclineRequestFormProps = { circleId: string; request: JoinRequest; onClose: () => void };

/** Declining a request with an optional reason, which the requester reads in their notification. */
export function DeclineRequestForm({ circleId, request, onClose }: DeclineRequestFormProps) {
  const { t } = useLingui();
  const reportFailure = useReportFailure();
  const form = useForm({
    resolver: zodResolver(rejectJoinRequestSchema),
    defaultValues: { reason: '' },
  });
  const reject = useRejectJoinRequest();
  const decline = form.handleSubmit(({ reason }) => {
    // The promise, not mutate's callbacks, as for Approve (join-requests-panel.tsx): the request's row can leave
    // the page before the mutation settles.
    reject.mutateAsync({ circleId, userId: request.userId, reason: reason ?? '' }).then(() => {
      const name = request.fullName;
      toast.success(t`Request from ${name} declined`);
      onClose();
    }, reportFailure);
  });
  return (
    <form className="mt-6 flex flex-col gap-4" onSubmit={decline}>
      <Controller
        control={form.control}
        name="reason"
        render={({ field }) => (
          <MessageField
            label={t`Reason (optional)`}
            value={field.value ?? ''}
            onChange={field.onChange}
            maxLength={joinRequestLimits.reasonMax}
          />
        )}
      />
      <DialogFooter className="mt-2 flex-col-reverse sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="destructive" isLoading={reject.isPending}>
          <Trans>Decline request</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}
