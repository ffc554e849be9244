/** Query keys of direct messages (issue #40): the list, one conversation, its message pages, the unread count. */
export const messagesKeys = {
  all: ['messages'] as const,
  conversations: () => [...messagesKeys.all, 'conversations'] as const,
  conversation: (id: string) => [...messagesKeys.all, 'conversation', id] as const,
  pages: (id: string) => [...messagesKeys.all, 'pages', id] as const,
  unreadCount: () => [...messagesKeys.all, 'unread-count'] as const,
};
