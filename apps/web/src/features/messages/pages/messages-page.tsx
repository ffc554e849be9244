import { type ConversationSummary, directMessageTexts } from '@circles/contracts';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useRelativeTime } from '../../../lib/relative-time';
import { useConversations } from '../api/get-conversations';
import { directMessageDescriptors, useMessageText } from '../components/message-texts';
import { MessagesBadge } from '../components/messages-badge';

const preview = (i18n: I18n, conversation: ConversationSummary) => {
  const last = conversation.lastMessage;
  if (!last) return '';
  const removed = directMessageDescriptors[directMessageTexts.removed];
  const text =
    last.removed && removed ? i18n._(removed) : last.body || (last.image ? i18n._(msg`Photo`) : '');
  return last.senderId === conversation.other.userId ? text : i18n._(msg`You: ${text}`);
};

/** /messages (issue #40): the member's conversations, newest message first, each with its unread count. */
export function MessagesPage() {
  const { t, i18n } = useLingui();
  const messageText = useMessageText();
  const relativeTime = useRelativeTime();
  const conversations = useConversations();
  const linkLabel = ({ other, unreadCount }: ConversationSummary) => {
    const name = other.fullName;
    return unreadCount > 0
      ? t`${plural(unreadCount, { one: `${name}, # unread`, other: `${name}, # unread` })}`
      : name;
  };
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <PageTitle title={t`Messages`} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        <Trans>Messages</Trans>
      </h1>
      {conversations.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t`Loading messages`} className="size-7 text-primary" />
        </div>
      ) : conversations.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl border bg-card px-6 py-10 text-center"
        >
          <p>{messageText(directMessageTexts.loadFailed)}</p>
          <Button variant="outline" size="sm" onClick={() => void conversations.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : conversations.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border bg-card px-6 py-12 text-center shadow-soft">
          <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <MessageCircle aria-hidden="true" className="size-6" />
          </span>
          <p className="font-semibold">
            <Trans>No messages yet</Trans>
          </p>
          <p className="max-w-sm text-sm text-muted-foreground">
            <Trans>Open a member’s profile and choose Message to start a conversation.</Trans>
          </p>
        </div>
      ) : (
        <ul
          aria-label={t`Conversations`}
          className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-soft"
        >
          {conversations.data.map((conversation) => (
            <li key={conversation.id} className="border-b last:border-b-0">
              <Link
                to={paths.app.conversation(conversation.id)}
                aria-label={linkLabel(conversation)}
                className="focus-ring flex items-center gap-3 px-4 py-3 transition-colors hover:bg-accent"
              >
                <Avatar src={conversation.other.avatarUrl} alt="" size="md" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="flex items-baseline justify-between gap-2">
                    <span
                      className={cn('truncate', conversation.unreadCount > 0 ? 'font-bold' : 'font-medium')}
                    >
                      {conversation.other.fullName}
                    </span>
                    {conversation.lastMessage ? (
                      <span className="shrink-0 text-xs text-muted-foreground">
                        {relativeTime(conversation.lastMessage.createdAt)}
                      </span>
                    ) : null}
                  </span>
                  <span
                    className={cn(
                      'truncate text-sm',
                      conversation.unreadCount > 0 ? 'text-foreground' : 'text-muted-foreground',
                    )}
                  >
                    {preview(i18n, conversation)}
                  </span>
                </span>
                <MessagesBadge count={conversation.unreadCount} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
