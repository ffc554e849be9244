import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './keys';

/** DELETE /api/messages/:messageId → the author's own message is gone. */
export const deleteMessage = ({ messageId }: { conversationId: string; messageId: string }) =>
  api.delete(`/messages/${encodeURIComponent(messageId)}`);

export const useDeleteMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (_result, input) => {
      void queryClient.invalidateQueries({ queryKey: messagesKeys.pages(input.conversationId) });
      void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
    },
  });
};
