import type { ConversationSummary } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './keys';

/** How often an open conversation asks whether the other member has read it ('Seen'). */
const seenPollMs = 4000;

/** GET /api/messages/conversations/:id → the conversation: the other member, unread count, their read mark. */
export const getConversation = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<ConversationSummary>(`/messages/conversations/${encodeURIComponent(id)}`, { signal });

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: messagesKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, { signal }),
    // Read marks are not announced: an open conversation asks again while the tab is in view.
    refetchInterval: seenPollMs,
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });

export const useConversation = (id: string) => useQuery(conversationQueryOptions(id));
