import { useEffect, useState } from 'react';
import { type PushState, readPushState } from '../../../api/push/web-push';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSendTestPush } from '../api/send-test-push';

const stateLabels: Record<PushState, string> = {
  unsupported: 'This browser cannot receive notifications while Circles is closed.',
  blocked: 'Notifications are blocked for Circles in this browser’s settings.',
  'not-allowed': 'This browser has not allowed notifications yet.',
  'not-subscribed': 'This browser is not subscribed yet.',
  subscribed: 'This browser is subscribed.',
};

const sentMessage = ({ subscriptions, sent }: { subscriptions: number; sent: number }) =>
  subscriptions === 0
    ? 'No browser of yours is subscribed yet.'
    : `Test notification sent to ${sent} of ${subscriptions} ${subscriptions === 1 ? 'browser' : 'browsers'}.`;

/**
 * Issue #41: whether this browser receives pushes while Circles is closed, and a test push to check the whole
 * way (server, push service, service worker). Read after mounting: the server cannot know it.
 */
export function PushTestRow({ isWanted }: { isWanted: boolean }) {
  const [state, setState] = useState<PushState | null>(null);
  const sendTest = useSendTestPush();
  useEffect(() => {
    let isCurrent = true;
    const read = () =>
      readPushState()
        .catch((): PushState => 'unsupported')
        .then((next) => isCurrent && setState(next));
    read();
    // Subscribing (switch on) or unsubscribing follows a moment later (api/push/web-push.ts): read again then.
    const again = window.setTimeout(read, isWanted ? 1500 : 800);
    return () => {
      isCurrent = false;
      window.clearTimeout(again);
    };
  }, [isWanted]);

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 sm:px-6">
      <p className="min-w-0 text-sm text-muted-foreground" role="status">
        {state ? stateLabels[state] : 'Checking this browser…'}
      </p>
      <Button
        variant="outline"
        size="sm"
        isLoading={sendTest.isPending}
        onClick={() =>
          sendTest.mutate(undefined, {
            onSuccess: (result) => toast.success(sentMessage(result)),
            onError: (error) =>
              toast.error(getErrorMessage(error, 'The test notification could not be sent.')),
          })
        }
      >
        Send me a test notification
      </Button>
    </div>
  );
}
