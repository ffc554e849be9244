import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuditLog } from '../api/get-audit-log';
import { actionDescriptors } from './moderation-messages';

/** What an entry's action was about, in lower case in brackets after it. */
const kinds = {
  post: msg({ message: 'post', context: 'audit log' }),
  comment: msg({ message: 'comment', context: 'audit log' }),
  member: msg({ message: 'member', context: 'audit log' }),
  circle: msg({ message: 'circle', context: 'audit log' }),
  listing: msg({ message: 'listing', context: 'audit log' }),
  message: msg({ message: 'message', context: 'audit log' }),
} as const;

/** Every moderation action, newest first: who, what, which item, why, when. */
export function AuditLogList() {
  const { t, i18n } = useLingui();
  const log = useAuditLog();
  if (log.isPending) return <p className="text-sm text-muted-foreground">{t`Loading…`}</p>;
  if (log.isError) return <Alert>{getErrorMessage(log.error, t`The audit log could not be loaded.`)}</Alert>;
  const entries = log.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0)
    return (
      <p className="rounded-2xl border bg-card p-6 text-center text-muted-foreground">
        <Trans>No actions yet.</Trans>
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col divide-y rounded-2xl border bg-card">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-1 p-4 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-1.5">
              <span className="font-semibold">{entry.actor ?? t`A former moderator`}</span>
              <span>{i18n._(actionDescriptors[entry.action])}</span>
              <span className="text-muted-foreground">({i18n._(kinds[entry.targetType])})</span>
              <time dateTime={entry.createdAt} className="ml-auto text-xs text-muted-foreground">
                {new Date(entry.createdAt).toLocaleString(i18n.locale)}
              </time>
            </p>
            {entry.summary ? <p className="break-words text-muted-foreground">“{entry.summary}”</p> : null}
            {entry.reason ? (
              <p className="break-words">
                <span className="text-muted-foreground">{t`Reason:`} </span>
                {entry.reason}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {log.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          isLoading={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          <Trans>Load more</Trans>
        </Button>
      ) : null}
    </div>
  );
}
