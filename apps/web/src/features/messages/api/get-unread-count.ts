import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './keys';

/** GET /api/messages/unread-count → how many messages from others the viewer has not read. */
export const getMessagesUnreadCount = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api.get<{ count: number }>('/messages/unread-count', { signal })).count;

export const messagesUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: messagesKeys.unreadCount(),
    queryFn: ({ signal }) => getMessagesUnreadCount({ signal }),
  });

export const useMessagesUnreadCount = () => useQuery(messagesUnreadCountQueryOptions());
