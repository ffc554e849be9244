import { type Circle, joinRequestMessages } from '@circles/contracts';
import { Trans } from '@lingui/react/macro';
import { Clock, UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { DialogLoading } from '../../../components/ui/dialog-loading';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useWithdrawJoinRequest } from '../api/withdraw-join-request';
import { useCircleText } from '../lib/circle-messages';

// The form (and react-hook-form) loads when the dialog first opens, not with the circle's page.
const AskToJoinForm = lazy(() =>
  import('./join-request-forms').then((module) => ({ default: module.AskToJoinForm })),
);

/**
 * A private circle seen from outside (issue #17): 'Ask to join' with an optional message, then 'Request pending'
 * with Withdraw. Asking never joins: the owner or a moderator decides.
 */
export function JoinRequestActions({ circle }: { circle: Circle }) {
  const circleText = useCircleText();
  const withdraw = useWithdrawJoinRequest();
  const reportFailure = (error: unknown) =>
    toast.error(circleText(getErrorMessage(error, joinRequestMessages.failed)));
  if (circle.hasRequested) {
    return (
      <>
        <span className="inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-secondary px-4 text-sm font-semibold whitespace-nowrap text-secondary-foreground">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          <Trans>Request pending</Trans>
        </span>
        <Button
          variant="outline"
          onClick={() =>
            withdraw.mutate(circle.id, {
              onError: reportFailure,
              onSuccess: () => toast.success(circleText(joinRequestMessages.withdrawn)),
            })
          }
          isLoading={withdraw.isPending}
        >
          <Trans>Withdraw</Trans>
        </Button>
      </>
    );
  }
  return <AskToJoinDialog circle={circle} />;
}

function AskToJoinDialog({ circle }: { circle: Circle }) {
  const [isOpen, setIsOpen] = useState(false);
  const name = circle.name;
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button className="md:min-w-24">
          <UserPlus aria-hidden="true" className="size-4" />
          <Trans>Ask to join</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader className="text-left">
          <DialogTitle>
            <Trans>Ask to join {name}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              The circle’s owner and moderators see your request and decide. You can withdraw it until then.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<DialogLoading />}>
          <AskToJoinForm circleId={circle.id} onClose={() => setIsOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
