import { isConversationPath } from '@circles/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveNotification } from '../../../lib/live-notifications';
import { messagesKeys } from '../api/keys';

/**
 * Live direct messages (issue #40): the shell's notification stream (with its replay on reconnect) hears each new
 * message as a notification about its conversation; the unread count, the list and that conversation refresh.
 * Mounted once in the shell (by the messages link of the sidebar or the phone's top bar).
 */
export function useLiveMessages() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveNotification((notification) => {
        if (!isConversationPath(notification.actionUrl)) return;
        const conversationId = notification.actionUrl?.split('/')[2] ?? '';
        void queryClient.invalidateQueries({ queryKey: messagesKeys.unreadCount() });
        void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
        void queryClient.invalidateQueries({ queryKey: messagesKeys.pages(conversationId) });
        void queryClient.invalidateQueries({ queryKey: messagesKeys.conversation(conversationId) });
      }),
    [queryClient],
  );
}
