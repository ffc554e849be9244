import type { ConversationSummary } from '@circles/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/messages/conversations { userId } → the conversation with that member (made on first use). */
export const startConversation = (userId: string) =>
  api.post<ConversationSummary>('/messages/conversations', { userId });

export const useStartConversation = () => useMutation({ mutationFn: startConversation });
