import type { DirectMessage } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './keys';

export type SendMessageInput = { conversationId: string; body: string; imageUrl?: string };

/** POST /api/messages/conversations/:id/messages { body, imageUrl? } → 201 the message. */
export const sendMessage = ({ conversationId, body, imageUrl }: SendMessageInput) =>
  api.post<DirectMessage>(
    `/messages/conversations/${encodeURIComponent(conversationId)}/messages`,
    { body, imageUrl },
    {},
  );

export const useSendMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (_message, input) => {
      void queryClient.invalidateQueries({ queryKey: messagesKeys.pages(input.conversationId) });
      void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
    },
  });
};
