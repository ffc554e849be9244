import { type ConversationSummary, directMessageTexts, relativeTime } from '@circles/contracts';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useConversations } from '../api/get-conversations';
import { MessagesBadge } from '../components/messages-badge';

const preview = (conversation: ConversationSummary) => {
  const last = conversation.lastMessage;
  if (!last) return '';
  const text = last.removed ? directMessageTexts.removed : last.body || (last.image ? 'Photo' : '');
  return last.senderId === conversation.other.userId ? text : `You: ${text}`;
};

/** /messages (issue #40): the member's conversations, newest message first, each with its unread count. */
export function MessagesPage() {
  const conversations = useConversations();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <PageTitle title="Messages" />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Messages</h1>
      {conversations.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading messages" className="size-7 text-primary" />
        </div>
      ) : conversations.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl border bg-card px-6 py-10 text-center"
        >
          <p>{directMessageTexts.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void conversations.refetch()}>
            Try again
          </Button>
        </div>
      ) : conversations.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border bg-card px-6 py-12 text-center shadow-soft">
          <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <MessageCircle aria-hidden="true" className="size-6" />
          </span>
          <p className="font-semibold">No messages yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Open a member’s profile and choose Message to start a conversation.
          </p>
        </div>
      ) : (
        <ul
          aria-label="Conversations"
          className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-soft"
        >
          {conversations.data.map((conversation) => (
            <li key={conversation.id} className="border-b last:border-b-0">
              <Link
                to={paths.app.conversation(conversation.id)}
                aria-label={`${conversation.other.fullName}${conversation.unreadCount > 0 ? `, ${conversation.unreadCount} unread` : ''}`}
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
                    {preview(conversation)}
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
