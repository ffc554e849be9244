import type { ConversationSummary } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './keys';

/** GET /api/messages/conversations → the viewer's conversations, newest message first. */
export const getConversations = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api.get<{ conversations: ConversationSummary[] }>('/messages/conversations', { signal }))
    .conversations;

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: messagesKeys.conversations(),
    queryFn: ({ signal }) => getConversations({ signal }),
  });

export const useConversations = () => useQuery(conversationsQueryOptions());
