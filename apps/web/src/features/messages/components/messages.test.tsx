import { type ConversationSummary, directMessageTexts } from '@circles/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { apiPath, server } from '../../../testing/server';
import { MessagesPage } from '../pages/messages-page';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';

const conversationId = '00000000-0000-4000-8000-0000000000c1';

const summary = (overrides: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id: conversationId,
  other: { userId: 'u-ben', fullName: 'Ben Tester', userHandle: 'ben', avatarUrl: null },
  lastMessage: {
    id: '7',
    conversationId,
    senderId: 'u-ben',
    body: 'See you Friday',
    image: null,
    createdAt: new Date().toISOString(),
    removed: false,
  },
  unreadCount: 2,
  otherLastReadId: '0',
  canMessage: true,
  youBlocked: false,
  ...overrides,
});

describe('Messages (issue 40)', () => {
  it('lists conversations with their unread counts, or says there are none yet', async () => {
    server.use(
      http.get(apiPath('/messages/conversations'), () => HttpResponse.json({ conversations: [summary()] })),
    );
    renderWithProviders(<MessagesPage />);
    const row = await screen.findByRole('link', { name: 'Ben Tester, 2 unread' });
    expect(row).toHaveTextContent('See you Friday');
    expect(row).toHaveAttribute('href', `/messages/${conversationId}`);
  });

  it('shows the empty state', async () => {
    server.use(http.get(apiPath('/messages/conversations'), () => HttpResponse.json({ conversations: [] })));
    renderWithProviders(<MessagesPage />);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('the composer sends the text on Enter, clears, and refuses more than 2,000 characters', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiPath(`/messages/conversations/${conversationId}/messages`), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { ...summary().lastMessage, id: '8', senderId: 'u-me', body: 'Hello there' },
          { status: 201 },
        );
      }),
    );
    const { user } = renderWithProviders(<Composer conversationId={conversationId} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, 'Hello there{Enter}');
    await waitFor(() => expect(sent).toEqual([{ body: 'Hello there' }]));
    await waitFor(() => expect(box).toHaveValue(''));

    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(screen.getByRole('alert')).toHaveTextContent(directMessageTexts.tooLong);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a message a moderator removed as removed, with nothing to report or delete', () => {
    const message = { ...(summary().lastMessage as NonNullable<ConversationSummary['lastMessage']>) };
    renderWithProviders(
      <ul>
        <MessageBubble message={{ ...message, body: '', removed: true }} isOwn={false} isSeen={false} />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(directMessageTexts.removed);
    expect(screen.queryByRole('button', { name: 'Report message' })).not.toBeInTheDocument();
  });
});
