import type { ConversationSummary } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './keys';

/** POST /api/messages/conversations/:id/read { upToId } → the conversation with its new unread count. */
export const markConversationRead = ({
  conversationId,
  upToId,
}: {
  conversationId: string;
  upToId: string;
}) =>
  api.post<ConversationSummary>(
    `/messages/conversations/${encodeURIComponent(conversationId)}/read`,
    { upToId },
    {},
  );

export const useMarkConversationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (conversation) => {
      queryClient.setQueryData(messagesKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.unreadCount() });
      void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
    },
  });
};
