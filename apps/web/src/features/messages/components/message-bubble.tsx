import { type DirectMessage, directMessageTexts } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ReportDialog } from '../../../components/report-dialog';
import { cn } from '../../../lib/cn';
import { DeleteMessageDialog } from './delete-message-dialog';
import { useMessageText } from './message-texts';

const sideButtonClass =
  'focus-ring inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 [@media(hover:none)]:opacity-100 hover:bg-accent hover:text-foreground focus-visible:opacity-100';

const timeOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, {
    hour: 'numeric',
    minute: '2-digit',
    month: 'short',
    day: 'numeric',
  });

/** One message: the viewer's on the right (with Delete), the other member's on the left; text and/or a photo. */
export function MessageBubble({
  message,
  isOwn,
  isSeen,
}: {
  message: DirectMessage;
  isOwn: boolean;
  /** The newest of the viewer's messages the other member has read: 'Seen' under it. */
  isSeen: boolean;
}) {
  const { t, i18n } = useLingui();
  const messageText = useMessageText();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  return (
    <li className={cn('group flex flex-col gap-1', isOwn ? 'items-end' : 'items-start')}>
      <div className={cn('flex max-w-[85%] items-center gap-1 sm:max-w-[70%]', isOwn && 'flex-row-reverse')}>
        <div
          className={cn(
            'flex min-w-0 flex-col gap-2 overflow-hidden rounded-2xl px-3.5 py-2 text-[15px] shadow-soft',
            message.removed
              ? 'border border-dashed bg-muted text-muted-foreground shadow-none'
              : isOwn
                ? 'rounded-br-md bg-primary text-primary-foreground'
                : 'rounded-bl-md border bg-card',
          )}
        >
          {message.image ? (
            <a
              href={message.image.url}
              target="_blank"
              rel="noreferrer"
              className="focus-ring -mx-1.5 mt-0.5 rounded-xl"
            >
              <img
                src={message.image.url}
                alt={t`Sent with the message`}
                width={message.image.width ?? undefined}
                height={message.image.height ?? undefined}
                className="h-auto max-h-72 w-auto max-w-full rounded-xl object-contain"
                loading="lazy"
              />
            </a>
          ) : null}
          {message.body ? <p className="break-words whitespace-pre-wrap">{message.body}</p> : null}
          {message.removed ? <p className="italic">{messageText(directMessageTexts.removed)}</p> : null}
        </div>
        {message.removed ? null : isOwn ? (
          <button
            type="button"
            aria-label={t`Delete message`}
            onClick={() => setConfirming(true)}
            className={sideButtonClass}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        ) : (
          <button
            type="button"
            aria-label={t`Report message`}
            onClick={() => setReporting(true)}
            className={sideButtonClass}
          >
            <Flag aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <span className="px-1 text-xs text-muted-foreground">
        <time dateTime={message.createdAt}>{timeOf(message.createdAt, i18n.locale)}</time>
        {isSeen ? (
          <span className="ml-1.5 font-medium">
            <Trans>· Seen</Trans>
          </span>
        ) : null}
      </span>
      {confirming ? (
        <DeleteMessageDialog
          conversationId={message.conversationId}
          messageId={message.id}
          open={confirming}
          onOpenChange={setConfirming}
        />
      ) : null}
      {reporting ? (
        <ReportDialog
          target={{ targetType: 'message', targetId: message.id }}
          subject={t`this message`}
          open={reporting}
          onOpenChange={setReporting}
        />
      ) : null}
    </li>
  );
}
