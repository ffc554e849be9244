import { moderationActionLabels } from '@circles/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuditLog } from '../api/get-audit-log';

const kinds = {
  post: 'post',
  comment: 'comment',
  member: 'member',
  circle: 'circle',
  listing: 'listing',
  message: 'message',
} as const;

/** Every moderation action, newest first: who, what, which item, why, when. */
export function AuditLogList() {
  const log = useAuditLog();
  if (log.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (log.isError) return <Alert>{getErrorMessage(log.error, 'The audit log could not be loaded.')}</Alert>;
  const entries = log.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0)
    return (
      <p className="rounded-2xl border bg-card p-6 text-center text-muted-foreground">No actions yet.</p>
    );
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col divide-y rounded-2xl border bg-card">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-1 p-4 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-1.5">
              <span className="font-semibold">{entry.actor ?? 'A former moderator'}</span>
              <span>{moderationActionLabels[entry.action].toLowerCase()}</span>
              <span className="text-muted-foreground">({kinds[entry.targetType]})</span>
              <time dateTime={entry.createdAt} className="ml-auto text-xs text-muted-foreground">
                {new Date(entry.createdAt).toLocaleString()}
              </time>
            </p>
            {entry.summary ? <p className="break-words text-muted-foreground">“{entry.summary}”</p> : null}
            {entry.reason ? (
              <p className="break-words">
                <span className="text-muted-foreground">Reason: </span>
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
          Load more
        </Button>
      ) : null}
    </div>
  );
}
