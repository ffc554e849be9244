import type { DigestTestResult } from '@circles/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { useSendTestDigest } from '../api/send-test-digest';

/**
 * Issue #54: the email digest on demand, through the same mail path as the hourly one (SMTP, or the dev outbox),
 * so a member sees what it looks like and that it arrives. The server limits how often.
 */
export function DigestTestRow() {
  const { t } = useLingui();
  const sentMessage = ({ sentTo, unread }: DigestTestResult) =>
    // Nested in `t`: the plural is drawn by this render's i18n (the bare macro would use Lingui's global one).
    t`${plural(unread, {
      one: `Test digest sent to ${sentTo}, listing # unread notification.`,
      other: `Test digest sent to ${sentTo}, listing # unread notifications.`,
    })}`;
  const sendTest = useSendTestDigest();
  const status = sendTest.isSuccess
    ? sentMessage(sendTest.data)
    : sendTest.isError
      ? getErrorMessage(sendTest.error, t`The test digest could not be sent.`)
      : t`Your unread notifications, as the digest email lists them.`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 sm:px-6">
      <p className="min-w-0 text-sm text-muted-foreground" role="status">
        {status}
      </p>
      <Button variant="outline" size="sm" isLoading={sendTest.isPending} onClick={() => sendTest.mutate()}>
        <Trans>Email me a test digest</Trans>
      </Button>
    </div>
  );
}
