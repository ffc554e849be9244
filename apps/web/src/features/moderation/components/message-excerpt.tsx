import type { QueueItem } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';

/**
 * A reported direct message (issue #40) with the few messages around it, oldest first: the moderator reads the
 * reported one in context, never the whole conversation.
 */
export function MessageExcerpt({ excerpt }: { excerpt: NonNullable<QueueItem['excerpt']> }) {
  const { t, i18n } = useLingui();
  return (
    <ol aria-label={t`The reported message and its neighbours`} className="flex flex-col gap-1.5 text-sm">
      {excerpt.map((line) => (
        <li
          key={line.id}
          aria-current={line.isReported ? 'true' : undefined}
          className={cn(
            'flex flex-col gap-0.5 rounded-xl px-3 py-2',
            line.isReported ? 'border-l-4 border-danger/60 bg-danger/10' : 'bg-muted/50',
          )}
        >
          <span className="text-xs text-muted-foreground">
            <span className="font-semibold text-foreground">{line.senderName}</span> ·{' '}
            <time dateTime={line.createdAt}>{new Date(line.createdAt).toLocaleString(i18n.locale)}</time>
            {line.isReported ? <span className="font-semibold text-danger"> · {t`Reported`}</span> : null}
          </span>
          {line.body ? <span className="break-words whitespace-pre-wrap">{line.body}</span> : null}
          {line.hasPhoto ? <span className="text-muted-foreground italic">{t`[Photo]`}</span> : null}
        </li>
      ))}
    </ol>
  );
}
