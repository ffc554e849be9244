import { type DirectMessage, directMessageTexts } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { MessageDraftState } from '../../../components/message-member-button';
import { PageTitle } from '../../../components/page-title';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useConversation } from '../api/get-conversation';
import { useMessages } from '../api/get-messages';
import { useMarkConversationRead } from '../api/mark-read';
import { Composer } from '../components/composer';
import { MessageBubble } from '../components/message-bubble';
import { useMessageText } from '../components/message-texts';

/**
 * /messages/:conversationId (issue #40): the messages oldest to newest, 'Seen', the composer; across a block,
 * read-only with a notice in the composer's place (issue #54).
 */
export function ConversationPage() {
  const { t } = useLingui();
  const messageText = useMessageText();
  const conversationId = useParams().conversationId ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const draft = (location.state as MessageDraftState | null)?.draft;
  // The composer took the draft; a reload of this entry starts empty.
  useEffect(() => {
    if (draft) void navigate(location.pathname, { replace: true, state: null });
  }, [draft, location.pathname, navigate]);
  const conversation = useConversation(conversationId);
  const pages = useMessages(conversationId);
  const markRead = useMarkConversationRead();
  const bottom = useRef<HTMLDivElement>(null);

  // Oldest first on screen; the server pages newest first.
  const messages = useMemo(
    () => (pages.data?.pages.flatMap((page) => page.messages) ?? []).slice().reverse(),
    [pages.data],
  );
  const newest = messages[messages.length - 1];
  const other = conversation.data?.other;
  const name = other?.fullName ?? '';
  const seenId = ownNewestSeen(messages, other?.userId, conversation.data?.otherLastReadId);

  // New messages scroll into view.
  useLayoutEffect(() => {
    if (newest) bottom.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  // What is on screen is read (while the tab is in view).
  const unread = conversation.data?.unreadCount ?? 0;
  const { mutate } = markRead;
  useEffect(() => {
    if (!newest || unread === 0) return;
    const markIfSeen = () => {
      if (document.visibilityState !== 'visible') return false;
      mutate({ conversationId, upToId: newest.id });
      return true;
    };
    if (markIfSeen()) return;
    // Arrived while the tab was hidden: read once it is in view again.
    const onVisible = () => {
      if (markIfSeen()) document.removeEventListener('visibilitychange', onVisible);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [conversationId, newest, unread, mutate]);

  if (conversation.isError || pages.isError) {
    return (
      <div className="mx-auto flex w-full max-w-md flex-col items-center gap-3 rounded-2xl border bg-card px-6 py-10 text-center shadow-soft">
        <PageTitle title={t`Messages`} />
        {/* The page's one heading is what went wrong ('Conversation not found'). */}
        <h1 className="text-lg font-semibold">
          {messageText(getErrorMessage(conversation.error ?? pages.error, directMessageTexts.loadFailed))}
        </h1>
        <Link
          to={paths.app.messages}
          className="focus-ring rounded text-sm font-medium text-primary underline"
        >
          <Trans>Back to Messages</Trans>
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto flex h-[calc(100dvh-12rem)] min-h-80 w-full max-w-2xl flex-col overflow-hidden rounded-2xl border bg-card shadow-soft lg:h-[calc(100dvh-4rem)]">
      <PageTitle title={other ? t`Messages with ${name}` : t`Messages`} />
      <header className="flex items-center gap-3 border-b px-3 py-2.5">
        <Link
          to={paths.app.messages}
          aria-label={t`Back to Messages`}
          className="focus-ring inline-flex size-9 items-center justify-center rounded-full hover:bg-accent"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        {other ? (
          <>
            <Avatar src={other.avatarUrl} alt="" size="sm" />
            <h1 className="min-w-0 truncate text-base font-semibold">
              {other.userHandle ? (
                <Link to={paths.app.member(other.userHandle)} className="focus-ring rounded hover:underline">
                  {other.fullName}
                </Link>
              ) : (
                other.fullName
              )}
            </h1>
          </>
        ) : (
          <span className="h-8 w-40 animate-pulse rounded-full bg-muted" aria-hidden="true" />
        )}
      </header>
      <div className="flex-1 overflow-y-auto px-3 py-4 sm:px-4">
        {pages.isPending ? (
          <div className="flex h-full items-center justify-center">
            <Spinner label={t`Loading messages`} className="size-7 text-primary" />
          </div>
        ) : (
          <>
            {pages.hasNextPage ? (
              <div className="mb-4 flex justify-center">
                <Button
                  variant="outline"
                  size="sm"
                  isLoading={pages.isFetchingNextPage}
                  onClick={() => void pages.fetchNextPage()}
                >
                  <Trans>Load earlier messages</Trans>
                </Button>
              </div>
            ) : null}
            {messages.length === 0 ? (
              <p className="py-10 text-center text-sm text-muted-foreground">
                {other ? (
                  <Trans>No messages yet. Say hello to {name}.</Trans>
                ) : (
                  <Trans>No messages yet. Say hello.</Trans>
                )}
              </p>
            ) : (
              <ol aria-label={t`Messages`} className="flex flex-col gap-3">
                {messages.map((message) => (
                  <MessageBubble
                    key={message.id}
                    message={message}
                    isOwn={message.senderId !== other?.userId}
                    isSeen={message.id === seenId}
                  />
                ))}
              </ol>
            )}
            <div ref={bottom} />
          </>
        )}
      </div>
      {conversation.data && !conversation.data.canMessage ? (
        // Across a block the conversation stays readable, each message reportable (issue #54).
        <p role="status" className="border-t bg-muted/60 px-4 py-3 text-center text-sm text-muted-foreground">
          {conversation.data.youBlocked
            ? messageText(directMessageTexts.youBlockedNotice)
            : messageText(directMessageTexts.cannotMessage)}
        </p>
      ) : (
        <Composer
          key={conversationId}
          conversationId={conversationId}
          initialBody={draft}
          disabled={!conversation.isSuccess}
        />
      )}
    </div>
  );
}

/** The id of the viewer's newest message the other member has read, if it is shown. */
function ownNewestSeen(
  messages: DirectMessage[],
  otherId: string | undefined,
  otherLastReadId: string | undefined,
) {
  if (!otherId || !otherLastReadId) return null;
  const readUpTo = Number(otherLastReadId);
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (message && message.senderId !== otherId && Number(message.id) <= readUpTo) return message.id;
  }
  return null;
}
