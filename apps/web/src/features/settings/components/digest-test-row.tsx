import type { DigestTestResult } from '@circles/contracts';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { useSendTestDigest } from '../api/send-test-digest';

const sentMessage = ({ sentTo, unread }: DigestTestResult) =>
  `Test digest sent to ${sentTo}, listing ${unread} unread ${unread === 1 ? 'notification' : 'notifications'}.`;

/**
 * Issue #54: the email digest on demand, through the same mail path as the hourly one (SMTP, or the dev outbox),
 * so a member sees what it looks like and that it arrives. The server limits how often.
 */
export function DigestTestRow() {
  const sendTest = useSendTestDigest();
  const status = sendTest.isSuccess
    ? sentMessage(sendTest.data)
    : sendTest.isError
      ? getErrorMessage(sendTest.error, 'The test digest could not be sent.')
      : 'Your unread notifications, as the digest email lists them.';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 sm:px-6">
      <p className="min-w-0 text-sm text-muted-foreground" role="status">
        {status}
      </p>
      <Button variant="outline" size="sm" isLoading={sendTest.isPending} onClick={() => sendTest.mutate()}>
        Email me a test digest
      </Button>
    </div>
  );
}
