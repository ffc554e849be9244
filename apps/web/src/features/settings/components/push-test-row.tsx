import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { type PushState, readPushState } from '../../../api/push/web-push';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSendTestPush } from '../api/send-test-push';

/**
 * Issue #41: whether this browser receives pushes while Circles is closed, and a test push to check the whole
 * way (server, push service, service worker). Read after mounting: the server cannot know it.
 */
export function PushTestRow({ isWanted }: { isWanted: boolean }) {
  const { t } = useLingui();
  const stateLabels: Record<PushState, string> = {
    unsupported: t`This browser cannot receive notifications while Circles is closed.`,
    blocked: t`Notifications are blocked for Circles in this browser’s settings.`,
    'not-allowed': t`This browser has not allowed notifications yet.`,
    'not-subscribed': t`This browser is not subscribed yet.`,
    subscribed: t`This browser is subscribed.`,
  };
  const sentMessage = ({ subscriptions, sent }: { subscriptions: number; sent: number }) =>
    subscriptions === 0
      ? t`No browser of yours is subscribed yet.`
      : // Nested in `t`: the plural is drawn by this render's i18n (the bare macro would use Lingui's global one).
        t`${plural(subscriptions, {
          one: `Test notification sent to ${sent} of # browser.`,
          other: `Test notification sent to ${sent} of # browsers.`,
        })}`;
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
        {state ? stateLabels[state] : t`Checking this browser…`}
      </p>
      <Button
        variant="outline"
        size="sm"
        isLoading={sendTest.isPending}
        onClick={() =>
          sendTest.mutate(undefined, {
            onSuccess: (result) => toast.success(sentMessage(result)),
            onError: (error) =>
              toast.error(getErrorMessage(error, t`The test notification could not be sent.`)),
          })
        }
      >
        <Trans>Send me a test notification</Trans>
      </Button>
    </div>
  );
}
