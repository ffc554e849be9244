import type { FeedPage, MemberPostKind } from '@circles/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { postsKeys } from '../../../api/posts/keys';
import { api } from '../../../lib/api-client';

/** GET /api/members/:handle/posts?kind=&cursor= → a page of the member's posts the viewer may see. */
export const getMemberFeed = ({
  handle,
  kind,
  cursor,
  signal,
}: {
  handle: string;
  kind: MemberPostKind;
  cursor?: string;
  signal?: AbortSignal;
}): Promise<FeedPage> =>
  api.get<FeedPage>(`/members/${encodeURIComponent(handle)}/posts`, {
    query: { kind, cursor },
    signal,
  });

export const memberFeedQueryOptions = (handle: string, kind: MemberPostKind) =>
  infiniteQueryOptions({
    queryKey: postsKeys.memberFeed(handle, kind),
    queryFn: ({ pageParam, signal }) => getMemberFeed({ handle, kind, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useMemberFeed = (handle: string, kind: MemberPostKind) =>
  useInfiniteQuery(memberFeedQueryOptions(handle, kind));
