import { type ConversationSummary, directMessageTexts } from '@circles/contracts';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { apiError, apiPath, server } from '../../../testing/server';
import { ConversationPage } from '../pages/conversation-page';

const conversationId = '00000000-0000-4000-8000-0000000000c2';
const message = {
  id: '7',
  conversationId,
  senderId: 'u-ben',
  body: 'Something unkind',
  image: null,
  createdAt: new Date().toISOString(),
  removed: false,
};
const summary = (overrides: Partial<ConversationSummary>): ConversationSummary => ({
  id: conversationId,
  other: { userId: 'u-ben', fullName: 'Ben Tester', userHandle: 'ben', avatarUrl: null },
  lastMessage: message,
  unreadCount: 0,
  otherLastReadId: '0',
  canMessage: true,
  youBlocked: false,
  ...overrides,
});

const showConversation = (conversation: ConversationSummary | null) => {
  server.use(
    http.get(apiPath(`/messages/conversations/${conversationId}`), () =>
      conversation ? HttpResponse.json(conversation) : apiError(404, directMessageTexts.conversationNotFound),
    ),
    http.get(apiPath(`/messages/conversations/${conversationId}/messages`), () =>
      HttpResponse.json({ messages: [message], nextBefore: null }),
    ),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/messages/:conversationId" element={<ConversationPage />} />
    </Routes>,
    { route: `/messages/${conversationId}` },
  );
};

describe('a conversation across a block (issue #54)', () => {
  it('stays readable for the blocker, each message reportable, without a composer', async () => {
    showConversation(summary({ canMessage: false, youBlocked: true }));
    expect(await screen.findByText(directMessageTexts.youBlockedNotice)).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Something unkind')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report message' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('tells the blocked member they cannot message', async () => {
    showConversation(summary({ canMessage: false }));
    expect(await screen.findByText(directMessageTexts.cannotMessage)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('a conversation that is not there says so in its heading', async () => {
    showConversation(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: directMessageTexts.conversationNotFound }),
    ).toBeInTheDocument();
  });
});
