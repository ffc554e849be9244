import type { MessagesPage } from '@circles/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './keys';

/** GET /api/messages/conversations/:id/messages?before= → a page of messages, newest first. */
export const getMessages = (id: string, before: string | null, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<MessagesPage>(`/messages/conversations/${encodeURIComponent(id)}/messages`, {
    query: { before },
    signal,
  });

export const messagesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: messagesKeys.pages(id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });

export const useMessages = (id: string) => useInfiniteQuery(messagesQueryOptions(id));
